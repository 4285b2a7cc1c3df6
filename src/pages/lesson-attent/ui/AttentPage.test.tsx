import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { drawQrCodeFx } from '../model/follow-qr';
import AttentPage from './AttentPage';

function renderPage(scope = fork()) {
  render(
    <Provider value={scope}>
      <AttentPage params={{}} query={{}} title="关注公众号" />
    </Provider>,
  );
}

/** What `.env` configures; the page must draw exactly this. */
const wxFollowUrl = import.meta.env.PUBLIC_WX_FOLLOW_URL;

describe('AttentPage', () => {
  it('shows the account, a QR code drawn from the follow URL and how to long-press it', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: /服务号/ })).toBeTruthy();
    expect(screen.getByRole('status', { name: '二维码生成中' })).toBeTruthy();
    const qr = await screen.findByRole('img', { name: '微课堂服务号二维码' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(screen.getByText('长按识别二维码，关注公众号')).toBeTruthy();
  });

  it('asks the encoder for the configured follow URL', async () => {
    const asked: string[] = [];
    const draw = async (text: string) => {
      asked.push(text);
      return 'data:image/gif;base64,R0lG';
    };
    renderPage(fork({ handlers: [[drawQrCodeFx, draw]] }));
    expect((await screen.findByRole('img', { name: '微课堂服务号二维码' })).getAttribute('src')).toBe(
      'data:image/gif;base64,R0lG',
    );
    expect(asked).toEqual([wxFollowUrl]);
  });

  it('says when the code cannot be drawn, offers 重试 and the link itself', async () => {
    let attempts = 0;
    const draw = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed to load');
      return 'data:image/gif;base64,R0lG';
    };
    renderPage(fork({ handlers: [[drawQrCodeFx, draw]] }));
    expect(await screen.findByText('二维码生成失败')).toBeTruthy();
    expect(screen.getByRole('link', { name: wxFollowUrl }).getAttribute('href')).toBe(wxFollowUrl);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('img', { name: '微课堂服务号二维码' })).toBeTruthy();
  });
});

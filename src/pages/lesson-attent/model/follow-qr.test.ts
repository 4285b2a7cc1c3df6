import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { attentOpened, drawQrCodeFx, followQr } from './follow-qr';

/** What `.env` configures; the page must draw exactly this. */
const wxFollowUrl = import.meta.env.PUBLIC_WX_FOLLOW_URL;

describe('follow-qr model', () => {
  it('draws the configured follow URL once, and keeps it for the next visit', async () => {
    const drawn: string[] = [];
    const draw = async (text: string) => {
      drawn.push(text);
      return 'data:image/gif;base64,R0lG';
    };
    const scope = fork({ handlers: [[drawQrCodeFx, draw]] });
    await allSettled(attentOpened, { scope });
    expect(scope.getState(followQr.$status)).toBe('ready');
    expect(scope.getState(followQr.$data)).toBe('data:image/gif;base64,R0lG');
    await allSettled(attentOpened, { scope });
    expect(drawn).toEqual([wxFollowUrl]);
  });

  it('fails to 重试, which draws again', async () => {
    let attempts = 0;
    const draw = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed to load');
      return 'data:image/gif;base64,R0lG';
    };
    const scope = fork({ handlers: [[drawQrCodeFx, draw]] });
    await allSettled(attentOpened, { scope });
    expect(scope.getState(followQr.$status)).toBe('failed');
    await allSettled(followQr.retried, { scope });
    expect(scope.getState(followQr.$status)).toBe('ready');
  });
});

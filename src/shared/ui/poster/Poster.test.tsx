import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createEvent, createStore, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { Poster } from './Poster';

const drawn = createEvent<string>();
const drawFailed = createEvent();
const retried = createEvent();
const $image = createStore('').on(drawn, (_, image) => image);
const $state = createStore('drawing')
  .on(drawn, () => 'ready')
  .on(drawFailed, () => 'failed')
  .on(retried, () => 'drawing');
const props = { size: { width: 600, height: 840 }, name: '海报', alt: '推广海报', hint: '长按图片保存' };

function renderPoster() {
  const scope = fork();
  render(
    <Provider value={scope}>
      <Poster model={{ $image, $state, retried }} {...props} />
    </Provider>,
  );
  return scope;
}

describe('Poster', () => {
  it('holds the poster’s place while it is drawn, then shows it as an image at half its canvas size', async () => {
    const scope = renderPoster();
    expect(screen.getByRole('status', { name: '海报生成中' })).toBeTruthy();
    await act(() => allSettled(drawn, { scope, params: 'data:image/png;base64,AA' }));
    const image = screen.getByRole('img', { name: '推广海报' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['300', '420']);
    expect(screen.getByText('长按图片保存')).toBeTruthy();
  });

  it('says a drawing failed and draws again on 重试', async () => {
    const scope = renderPoster();
    await act(() => allSettled(drawFailed, { scope }));
    expect(screen.getByRole('alert').textContent).toContain('海报生成失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(scope.getState($state)).toBe('drawing');
    expect(screen.getByRole('status', { name: '海报生成中' })).toBeTruthy();
  });
});

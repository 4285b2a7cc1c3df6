import { describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { createWatch, fork } from 'effector';
import { Provider } from 'effector-react';
import { $clock, $recording, $startedAt, RECORDING_LIMIT_MS, recordingLimitReached } from '../model/voice-recording';
import { LecturerTools } from './LecturerTools';

describe('LecturerTools while recording', () => {
  it('counts the seconds on the button (its name stays 停止并发送语音) and says when the limit is reached', async () => {
    let now = 100_000;
    let limits = 0;
    const scope = fork({
      values: [
        [$clock, () => now],
        [$recording, 'recording'],
        [$startedAt, now - (RECORDING_LIMIT_MS - 1_500)],
      ],
    });
    const watch = createWatch({
      unit: recordingLimitReached,
      scope,
      fn: () => {
        limits += 1;
      },
    });
    render(
      <Provider value={scope}>
        <LecturerTools />
      </Provider>,
    );
    const button = screen.getByRole('button', { name: '停止并发送语音' });
    expect(button.textContent).toBe(`停止并发送语音 · ${Math.floor((RECORDING_LIMIT_MS - 1_500) / 1000)} 秒`);
    now += 1_000;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_100)));
    expect(button.textContent).toBe(`停止并发送语音 · ${Math.floor((RECORDING_LIMIT_MS - 500) / 1000)} 秒`);
    expect(limits).toBe(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(limits).toBe(1);
    watch.unsubscribe();
  });
});

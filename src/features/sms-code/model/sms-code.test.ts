import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import { readSentAt, SMS_SENT_PREFIX } from '../lib/sent-store';
import { createSmsCode } from './sms-code';

const model = createSmsCode({ purpose: 'test' });
const T0 = 1_800_000_000_000;

/** A clock of the test's own: each wait moves it 1 s; after `ticks` waits the loop is stopped (a failed wait). */
function clock(ticks: number) {
  let now = T0;
  let waits = 0;
  return {
    now: () => now,
    handlers: [
      [model.nowFx, () => now],
      [
        model.waitTickFx,
        async () => {
          if (waits >= ticks) throw new Error('stop');
          waits += 1;
          now += 1000;
          return now;
        },
      ],
    ],
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** A server that answers every send and remembers the phones. */
const recorder =
  (sent: string[]) =>
  async ({ mobile }: { mobile: string }) => {
    sent.push(mobile);
    return { expireSeconds: 300 };
  };

afterEach(() => {
  for (const key of Object.keys(localStorage)) if (key.startsWith(SMS_SENT_PREFIX)) localStorage.removeItem(key);
});

describe('sms-code', () => {
  it('refuses a malformed phone in Chinese and sends nothing', async () => {
    const sent: string[] = [];
    const time = clock(0);
    const scope = fork({
      handlers: [...time.handlers, [model.sendFx, recorder(sent)]] as never,
    });
    await allSettled(model.mobileChanged, { scope, params: '1234567' });
    await allSettled(model.sendClicked, { scope });
    expect(sent).toEqual([]);
    expect(scope.getState(model.$mobileError)).toBe('请输入正确的 11 位手机号');
    await allSettled(model.mobileChanged, { scope, params: '12345678901' });
    expect(scope.getState(model.$mobileError)).toBe('请输入正确的 11 位手机号');
  });

  it('sends once, counts 60 s down, and allows 重新发送 only at 0', async () => {
    const sent: string[] = [];
    const time = clock(5);
    const scope = fork({
      handlers: [...time.handlers, [model.sendFx, recorder(sent)]] as never,
    });
    await allSettled(model.mobileChanged, { scope, params: '138 0013 8001' });
    expect(scope.getState(model.$mobile)).toBe('13800138001');
    await allSettled(model.sendClicked, { scope });
    expect(sent).toEqual(['13800138001']);
    expect(scope.getState(model.$sentTo)).toBe('13800138001');
    // Five ticks ran, then the test's clock stopped the loop.
    expect(scope.getState(model.$secondsLeft)).toBe(55);
    expect(readSentAt('test', '13800138001')).toBe(T0);
    await allSettled(model.sendClicked, { scope });
    expect(sent).toHaveLength(1);
  });

  it('ticks down to 0 and then sends again', async () => {
    const sent: string[] = [];
    const time = clock(1000);
    const scope = fork({
      handlers: [...time.handlers, [model.sendFx, recorder(sent)]] as never,
    });
    await allSettled(model.mobileChanged, { scope, params: '13800138001' });
    await allSettled(model.sendClicked, { scope });
    expect(scope.getState(model.$secondsLeft)).toBe(0);
    expect(time.now()).toBe(T0 + 60_000);
    await allSettled(model.sendClicked, { scope });
    expect(sent).toHaveLength(2);
  });

  it('survives a reload: a new scope resumes the countdown from localStorage for that phone only', async () => {
    localStorage.setItem(`${SMS_SENT_PREFIX}test:13800138001`, String(T0 - 20_000));
    const time = clock(0);
    const scope = fork({ handlers: time.handlers as never });
    await allSettled(model.mobileChanged, { scope, params: '13800138001' });
    await allSettled(model.opened, { scope });
    expect(scope.getState(model.$secondsLeft)).toBe(40);
    await allSettled(model.mobileChanged, { scope, params: '13900139000' });
    expect(scope.getState(model.$secondsLeft)).toBe(0);
    // Another purpose counts on its own.
    const other = createSmsCode({ purpose: 'other' });
    const otherScope = fork({ handlers: [[other.nowFx, () => T0]] as never });
    await allSettled(other.mobileChanged, { scope: otherScope, params: '13800138001' });
    expect(otherScope.getState(other.$secondsLeft)).toBe(0);
  });

  it('says why a send failed (timeout, server message) and lets the user retry at once', async () => {
    const time = clock(0);
    let answer: () => Promise<{ expireSeconds: number }> = () =>
      Promise.reject(new ApiError('timeout', '/api/ls/studio/sendSmsCode'));
    const scope = fork({ handlers: [...time.handlers, [model.sendFx, () => answer()]] as never });
    await allSettled(model.mobileChanged, { scope, params: '13800138001' });
    await allSettled(model.sendClicked, { scope });
    expect(scope.getState(model.$sendError)).toBe('请求超时，网络太慢，请稍后重试');
    expect(scope.getState(model.$secondsLeft)).toBe(0);
    answer = () =>
      Promise.reject(new ApiError('business', '/api/ls/studio/sendSmsCode', { code: 3, message: '发送太频繁' }));
    await allSettled(model.sendClicked, { scope });
    expect(scope.getState(model.$sendError)).toBe('发送太频繁');
    answer = async () => ({ expireSeconds: 300 });
    await allSettled(model.sendClicked, { scope });
    expect(scope.getState(model.$sendError)).toBeNull();
    expect(scope.getState(model.$secondsLeft)).toBe(60);
  });

  it('checks the code: 6 digits, messages only once the form was submitted', async () => {
    const scope = fork();
    await allSettled(model.codeChanged, { scope, params: '12a3' });
    expect(scope.getState(model.$code)).toBe('123');
    expect(scope.getState(model.$codeError)).toBeNull();
    await allSettled(model.checked, { scope });
    expect(scope.getState(model.$codeError)).toBe('验证码为 6 位数字');
    expect(scope.getState(model.$mobileError)).toBe('请输入手机号');
    await allSettled(model.mobileChanged, { scope, params: '13800138001' });
    await allSettled(model.codeChanged, { scope, params: '1234567' });
    expect(scope.getState(model.$code)).toBe('123456');
    expect(scope.getState(model.$valid)).toBe(true);
  });
});

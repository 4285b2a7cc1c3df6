import { sample } from 'effector';
import { $slowCalls, httpFailed } from '@/shared/api';
import { showToast } from '@/shared/ui/toast';

/** Spec §8: any non-200 answer shows 系统繁忙，请稍后再试. */
sample({
  clock: httpFailed,
  fn: () => ({ message: '系统繁忙，请稍后再试', type: 'fail' as const }),
  target: showToast,
});

/**
 * A call that is merely slow: a small notice at the bottom that does not block the page (the call goes on, and
 * ends in its page's error with 重试 if it times out). Shown again each time a new call turns slow.
 */
sample({
  clock: $slowCalls.updates,
  filter: (count) => count > 0,
  fn: () => ({ message: '网络较慢，仍在加载…', type: 'msg' as const, position: 'bottom' as const, duration: 4000 }),
  target: showToast,
});

import { sample } from 'effector';
import { httpFailed } from '@/shared/api';
import { showToast } from '@/shared/ui/toast';

/** Spec §8: any non-200 answer shows 系统繁忙，请稍后再试. */
sample({
  clock: httpFailed,
  fn: () => ({ message: '系统繁忙，请稍后再试', type: 'fail' as const }),
  target: showToast,
});

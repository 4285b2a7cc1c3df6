import { attach, createEvent, sample } from 'effector';
import { not } from 'patronum';
import { confirmFx } from '@/shared/ui/modal';
import type { OpFrame } from '../lib/protocol';
import { operated } from './live-room';
import { $recording } from './voice-recording';

/** 结束直播 tapped. Ending cannot be undone (listeners can no longer speak, the room becomes its replay): asked first. */
export const endRequested = createEvent();

export const confirmEndFx = attach({
  source: $recording,
  effect: confirmFx,
  mapParams: (_: void, recording) => ({
    title: '结束直播',
    message: `结束后听众不能再发言，直播转为回放${recording === 'idle' ? '' : '；正在录的语音不会发送'}。确定结束吗？`,
    okText: '结束直播',
    cancelText: '继续直播',
  }),
});

sample({ clock: endRequested, filter: not(confirmEndFx.pending), target: confirmEndFx });
sample({
  clock: confirmEndFx.doneData,
  filter: Boolean,
  fn: (): OpFrame => ({ type: 'op', op: 'end' }),
  target: operated,
});

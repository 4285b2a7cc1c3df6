import { attach, createEvent, createStore, sample } from 'effector';
import type { LecturerProfile } from '@/entities/lecturer';
import { refreshLecturerProfileFx } from '@/entities/user';

export const settingUserOpened = createEvent();
export const settingUserRetried = createEvent();
/** A fresh read: it also refreshes what gating sees (entities/user). */
export const loadProfileFx = attach({ effect: refreshLecturerProfileFx });

export const $profile = createStore<LecturerProfile | null>(null).on(loadProfileFx.doneData, (_, profile) => profile);
export const $loadState = createStore<'loading' | 'ready' | 'failed'>('loading')
  .on(loadProfileFx, () => 'loading')
  .on(loadProfileFx.done, () => 'ready')
  .on(loadProfileFx.fail, () => 'failed');
export const $loadError = createStore<unknown>(null).on(loadProfileFx.failData, (_, error) => error);

sample({ clock: [settingUserOpened, settingUserRetried], fn: () => undefined, target: loadProfileFx });

/** 138****8001. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** realNameAuth as words (-1 not submitted, 0 pending, 1 rejected, 2 verified). */
export function realNameLabel(realNameAuth: number): string {
  if (realNameAuth === 2) return '已认证';
  if (realNameAuth === 0) return '审核中';
  if (realNameAuth === 1) return '未通过';
  return '未认证';
}

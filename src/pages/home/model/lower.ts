import { combine, createEffect, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import {
  getBargainLessonsFx,
  getCheapLessonsFx,
  getFreeLessonsFx,
  getLessonGroupsFx,
  getNewestLessonsFx,
} from '@/entities/lesson';
import { nextTask } from '@/shared/lib/idle';
import { HOME_LIST_SIZE } from '../config/layout';
import { choices } from './home';
import { createHomeSection } from './section';

/** The blocks under the first screen; this model loads with their code (ui/data-blocks). */
export const LowerGate = createGate('home-lower');

const firstPage = { pageNo: 1, pageSize: HOME_LIST_SIZE };

export const bargains = createHomeSection(async () => (await getBargainLessonsFx(firstPage)).list);
export const groups = createHomeSection(() => getLessonGroupsFx());
export const newest = createHomeSection(async () => (await getNewestLessonsFx(firstPage)).list);
export const free = createHomeSection(async () => (await getFreeLessonsFx(firstPage)).list);
export const cheap = createHomeSection(async () => (await getCheapLessonsFx(firstPage)).list);

const lower = [bargains, groups, newest, free, cheap];
const sections = [choices, ...lower];

/**
 * The five calls go out one task after another rather than all in the task that mounts the blocks: sending a call
 * (building it, fetch(), its timers, the effects around it) is a few milliseconds of main thread each, and together
 * with the mount they made one of the load's longest tasks. The answers still arrive together: the next call leaves as
 * soon as the browser is free.
 */
const requestInTurnsFx = createEffect(async () => {
  const requests = lower.map((section) => scopeBind(section.requested, { safe: true }));
  for (const request of requests) {
    request();
    await nextTask();
  }
});
sample({ clock: LowerGate.open, target: requestInTurnsFx });

const $statuses = combine(sections.map((section) => section.$status));
const $sizes = combine(sections.map((section) => section.$items.map((items) => items.length)));

/** Every block failed (offline, server down): one message instead of six. */
export const $everythingFailed = $statuses.map((statuses) => statuses.every((status) => status === 'failed'));

/** Every block answered with nothing: the catalogue is empty. */
export const $nothingToShow = combine(
  $statuses,
  $sizes,
  (statuses, sizes) => statuses.every((status) => status === 'ready') && sizes.every((size) => size === 0),
);

export const retryAllRequested = sections.map((section) => section.retried);

/** When every block failed, what the first of them failed with (they share the cause: offline, server down). */
export const $firstError = choices.$error;

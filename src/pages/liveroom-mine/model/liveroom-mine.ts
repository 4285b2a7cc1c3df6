import { attach, combine, createEvent, createStore, sample } from 'effector';
import { getLecturerProfileFx, type LecturerProfile } from '@/entities/lecturer';
import { getStudioSummaryFx, type StudioSummary } from '@/entities/studio';
import { $lecturerProfile } from '@/entities/user';

export type LoadState = 'loading' | 'ready' | 'failed';

export const liveroomMineOpened = createEvent();
export const summaryRetried = createEvent();

/** The profile again on each visit: a verification decided meanwhile unlocks the entries. */
export const loadProfileFx = attach({ effect: getLecturerProfileFx });
export const loadSummaryFx = attach({ effect: getStudioSummaryFx });

const $freshProfile = createStore<LecturerProfile | null>(null).on(loadProfileFx.doneData, (_, profile) => profile);
/** This visit's profile, else the one the shell loaded at start. */
export const $profile = combine($freshProfile, $lecturerProfile, (fresh, atStart) => fresh ?? atStart);
export const $profileError = createStore<unknown>(null)
  .on(loadProfileFx.failData, (_, error) => error)
  .reset(loadProfileFx);
export const $isVerified = $profile.map((profile) => profile?.realNameAuth === 2 && profile.studioId > 0);

export const $summary = createStore<StudioSummary | null>(null).on(loadSummaryFx.doneData, (_, summary) => summary);
export const $summaryState = createStore<LoadState>('loading')
  .on(loadSummaryFx, () => 'loading')
  .on(loadSummaryFx.done, () => 'ready')
  .on(loadSummaryFx.fail, () => 'failed');
export const $summaryError = createStore<unknown>(null)
  .on(loadSummaryFx.failData, (_, error) => error)
  .reset(loadSummaryFx);

sample({ clock: liveroomMineOpened, target: loadProfileFx });
// The counts exist only for a verified lecturer's studio (the call answers 11 to others).
sample({
  clock: [loadProfileFx.done, loadProfileFx.fail, summaryRetried],
  source: $isVerified,
  filter: Boolean,
  fn: () => undefined,
  target: loadSummaryFx,
});

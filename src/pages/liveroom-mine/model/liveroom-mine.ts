import { attach, combine, createEvent, createStore, sample } from 'effector';
import { getLecturerProfileFx, type LecturerProfile } from '@/entities/lecturer';
import { getStudioSummaryFx } from '@/entities/studio';
import { $lecturerProfile } from '@/entities/user';
import { createPageResource } from '@/shared/model';

export const liveroomMineOpened = createEvent();

/** The profile again on each visit: a verification decided meanwhile unlocks the entries. */
export const loadProfileFx = attach({ effect: getLecturerProfileFx });

const $freshProfile = createStore<LecturerProfile | null>(null).on(loadProfileFx.doneData, (_, profile) => profile);
/** This visit's profile, else the one the shell loaded at start. */
export const $profile = combine($freshProfile, $lecturerProfile, (fresh, atStart) => fresh ?? atStart);
export const $profileError = createStore<unknown>(null)
  .on(loadProfileFx.failData, (_, error) => error)
  .reset(loadProfileFx);
export const $isVerified = $profile.map((profile) => profile?.realNameAuth === 2 && profile.studioId > 0);

/** The studio's counts; on a later visit the last ones stay on screen while they are asked again. */
export const studioSummary = createPageResource(getStudioSummaryFx, { keepOnReturn: true });

sample({ clock: liveroomMineOpened, target: loadProfileFx });
// The counts exist only for a verified lecturer's studio (the call answers 11 to others).
sample({
  clock: [loadProfileFx.done, loadProfileFx.fail],
  source: $isVerified,
  filter: Boolean,
  fn: () => undefined,
  target: studioSummary.opened,
});

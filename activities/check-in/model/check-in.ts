import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { reset, status } from 'patronum';
import { checkInFx, getProgressFx, type Progress } from '../api/check-in';

/** The page is on screen: the progress loads on open and is forgotten on close (the viewer may change meanwhile). */
export const CheckInGate = createGate('check-in-page');
export const retryClicked = createEvent();
export const checkInClicked = createEvent();

export const $progress = createStore<Progress | null>(null)
  .on(getProgressFx.doneData, (_, progress) => progress)
  .on(checkInFx.doneData, (_, progress) => progress);
/** initial → pending → done | fail of the load: skeleton, page or error with 重试. */
export const $progressStatus = status(getProgressFx);
export const $checkingIn = checkInFx.pending;
/** Why today's check-in failed; the button stays and is the retry. */
export const $checkInError = createStore<string | null>(null)
  .on(checkInFx, () => null)
  .on(checkInFx.failData, (_, error) => error.message);

sample({ clock: [CheckInGate.open, retryClicked], fn: () => undefined, target: getProgressFx });
// One check-in per tap and per day: a second tap while the first is on its way asks nothing.
sample({
  clock: checkInClicked,
  source: { progress: $progress, busy: $checkingIn },
  filter: ({ progress, busy }) => !busy && progress?.checkedToday === 0,
  fn: () => undefined,
  target: checkInFx,
});
// Checked in elsewhere meanwhile (another phone): the refusal carries no data, a fresh look does.
sample({ clock: checkInFx.fail, fn: () => undefined, target: getProgressFx });

reset({ clock: CheckInGate.close, target: [$progress, $checkInError] });

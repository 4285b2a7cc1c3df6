import { combine, createEffect, createStore, type Store, type Unit } from 'effector';
import { errorMessage, isApiError } from '@/shared/api';
import { focusField } from '@/shared/model';

/** Puts the focus on a field by its id (the first invalid one after a save was tried). */
export const focusFieldFx = createEffect(focusField);

/** A fresh id for one create: the server answers a repeated create with the same id by the first one's result. */
function newRequestId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * One save per opening of a create/edit form: none while one is on its way, none once one has succeeded (a double
 * tap's second tap can land after the answer, before the next screen shows; seen in e2e on a busy machine), until the
 * form is opened again. `$requestId` is the same for every attempt of one opening, so a create the server answered
 * but the app never heard of is not made twice either.
 */
export function createSaveOnce(
  opened: Unit<unknown>,
  saveFx: { done: Unit<unknown>; pending: Store<boolean> },
): { $canSave: Store<boolean>; $requestId: Store<string> } {
  const $saved = createStore(false)
    .on(saveFx.done, () => true)
    .reset(opened);
  const $requestId = createStore('').on(opened, () => newRequestId());
  const $canSave = combine(saveFx.pending, $saved, (pending, saved) => !pending && !saved);
  return { $canSave, $requestId };
}

/** The server's or the network's message for a failed call; our own checks' message (wrong file type) as it is. */
export function failureMessage(error: unknown): string {
  return isApiError(error) || !(error instanceof Error) ? errorMessage(error) : error.message;
}

import { createEffect } from 'effector';
import { errorMessage, isApiError } from '@/shared/api';

/** Puts the focus on a field by its id (the first invalid one after a save was tried), after React drew it. */
export const focusFieldFx = createEffect((elementId: string) => {
  requestAnimationFrame(() => {
    const element = document.getElementById(elementId);
    element?.focus();
    element?.scrollIntoView?.({ block: 'center' });
  });
});

/** A fresh id for one create: the server answers a repeated create with the same id by the first one's result. */
export function newRequestId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The server's or the network's message for a failed call; our own checks' message (wrong file type) as it is. */
export function failureMessage(error: unknown): string {
  return isApiError(error) || !(error instanceof Error) ? errorMessage(error) : error.message;
}

import { createEffect, type Effect, type Store, sample, type Unit, type UnitTargetable } from 'effector';

export type FormSubmitConfig<Values, Request> = {
  /** 提交 was tapped. */
  submitted: Unit<void>;
  /** What the form holds, as the checks and the request read it. */
  $values: Store<Values>;
  /** The form cannot go now (a request or an upload on its way, already sent): the tap does nothing. */
  $blocked: Store<boolean>;
  /** The id of the first field (in screen order) with a problem, or null when the form can go. */
  firstInvalid: (values: Values) => string | null;
  /** The request the form's values make. */
  toRequest: (values: Values) => Request;
  /** Where the request goes: the form's own send effect. */
  send: UnitTargetable<Request>;
};

type Checked<Values> = { values: Values; invalid: string | null };

/**
 * Focuses a field by its id once React has drawn its message, and brings it to the middle of the screen: focus alone
 * scrolls a field above the screen only to its top edge, under the sticky page header.
 */
export function focusField(id: string): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    element?.focus();
    element?.scrollIntoView?.({ block: 'center' });
  });
}

/**
 * 提交 on a form with its messages under the fields: one request per tap; when something is wrong, nothing is sent
 * and the first invalid field gets the focus (a screen reader reads its message, a person sees where to look).
 * `focusFieldFx` is per form so a test forks it with a handler of its own.
 */
export function createFormSubmit<Values, Request>({
  submitted,
  $values,
  $blocked,
  firstInvalid,
  toRequest,
  send,
}: FormSubmitConfig<Values, Request>): { focusFieldFx: Effect<string, void> } {
  const focusFieldFx = createEffect(focusField);

  const checked = sample({
    clock: submitted,
    source: { values: $values, blocked: $blocked },
    filter: ({ blocked }) => !blocked,
    fn: ({ values }): Checked<Values> => ({ values, invalid: firstInvalid(values) }),
  });
  sample({
    clock: checked,
    filter: ({ invalid }) => invalid !== null,
    fn: ({ invalid }) => invalid ?? '',
    target: focusFieldFx,
  });
  sample({
    clock: checked,
    filter: ({ invalid }) => invalid === null,
    fn: ({ values }) => toRequest(values),
    target: send,
  });

  return { focusFieldFx };
}

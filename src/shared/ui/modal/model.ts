import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import type { ReactNode } from 'react';
import { showToast } from '@/shared/ui/toast';

/** Modal types of spec §5. */
export type ModalKind = 'alert' | 'confirm' | 'prompt' | 'page' | 'tips';
export type AlertOptions = { title?: string; message: string; okText?: string };
export type ConfirmOptions = { title?: string; message: string; okText?: string; cancelText?: string };
export type PromptOptions = {
  title?: string;
  /** Label of the text field. */
  message: string;
  placeholder?: string;
  defaultValue?: string;
  maxLength?: number;
  /** OK stays disabled while the field is empty (spaces do not count). */
  required?: boolean;
  okText?: string;
  cancelText?: string;
};
export type TipsOptions = { title?: string; message: string; okText?: string };
export type PageOptions = { title: string; content: ReactNode };

export type ModalOptions = AlertOptions | ConfirmOptions | PromptOptions | TipsOptions | PageOptions;
export type ModalAnswer = { id: number; ok: boolean; value?: string };
export type ModalRequest = {
  id: number;
  kind: ModalKind;
  options: ModalOptions;
  settle: (answer: ModalAnswer) => void;
};

const modalRequested = createEvent<Omit<ModalRequest, 'id'>>();
/** The view reports the person's answer: OK (with the prompt's text) or cancel / close. */
export const modalAnswered = createEvent<ModalAnswer>();
/** Closes the modal on screen as if cancelled (confirm → false, prompt → null). */
export const closeModal = createEvent();
/** The page they were asked on is gone: every modal, shown or waiting, is answered as cancelled. */
export const modalsDismissed = createEvent();

let nextId = 1;
/** Waiting modals, first one on screen: a modal asked for while another is open shows after it. */
const $queue = createStore<ModalRequest[]>([], { serialize: 'ignore' }).on(modalRequested, (queue, request) => [
  ...queue,
  { ...request, id: nextId++ },
]);
export const $modal = $queue.map((queue) => queue[0] ?? null);

const settleFx = createEffect(({ request, answer }: { request: ModalRequest; answer: ModalAnswer }) =>
  request.settle(answer),
);
$queue.on(settleFx, (queue, { request }) => queue.filter((item) => item !== request));

sample({
  clock: modalAnswered,
  source: $modal,
  filter: (modal, answer) => modal?.id === answer.id,
  fn: (modal, answer) => ({ request: modal as ModalRequest, answer }),
  target: settleFx,
});
sample({
  clock: closeModal,
  source: $modal,
  filter: Boolean,
  fn: (modal): ModalAnswer => ({ id: modal.id, ok: false }),
  target: modalAnswered,
});

const cancelAllFx = createEffect((requests: ModalRequest[]) => {
  for (const request of requests) request.settle({ id: request.id, ok: false });
});
$queue.on(cancelAllFx, (queue, cancelled) => queue.filter((item) => !cancelled.includes(item)));
sample({ clock: modalsDismissed, source: $queue, filter: (queue) => queue.length > 0, target: cancelAllFx });

/** The dialog's code could not load (offline): the modal counts as cancelled, and a toast says why. */
export const modalLoadFailed = createEvent<number>();
sample({ clock: modalLoadFailed, fn: (id): ModalAnswer => ({ id, ok: false }), target: modalAnswered });
sample({
  clock: modalLoadFailed,
  fn: () => ({ message: '网络不给力，请稍后再试', type: 'fail' as const }),
  target: showToast,
});

/** Opens a modal in the caller's scope and resolves with `map(answer)` once the person answers. */
function ask<R>(kind: ModalKind, options: ModalOptions, map: (answer: ModalAnswer) => R): Promise<R> {
  const request = scopeBind(modalRequested, { safe: true });
  return new Promise((resolve) => request({ kind, options, settle: (answer) => resolve(map(answer)) }));
}

const done = () => undefined;
export const alertFx = createEffect((options: AlertOptions) => ask('alert', options, done));
/** Resolves true for OK, false for cancel, Escape or closeModal. */
export const confirmFx = createEffect((options: ConfirmOptions) => ask('confirm', options, (answer) => answer.ok));
/** Resolves with the text entered, or null when cancelled. */
export const promptFx = createEffect((options: PromptOptions) =>
  ask('prompt', options, (answer) => (answer.ok ? (answer.value ?? '') : null)),
);
export const tipsFx = createEffect((options: TipsOptions) => ask('tips', options, done));
/** A sheet with any content (agreements, rules); resolves when closed. */
export const openPageFx = createEffect((options: PageOptions) => ask('page', options, done));

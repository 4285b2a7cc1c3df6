import { createEffect, createEvent, createStore } from 'effector';

export const bankChosen = createEvent<number>();
export const $bank = createStore<number | null>(null).on(bankChosen, (_, bank) => bank);

/** The seek bar of a 10-minute lesson: the value is a percentage, the labels are times. */
export const DEMO_DURATION = 600;
export const seekMoved = createEvent<number>();
export const $seek = createStore(25).on(seekMoved, (_, percent) => percent);

export const volumeMoved = createEvent<number>();
export const $volume = createStore(0.6).on(volumeMoved, (_, volume) => volume);

/** A slow action, so the button's loading state can be seen (and tapped twice). */
export const submitFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, 1500)));
export const $submits = createStore(0).on(submitFx.done, (count) => count + 1);

import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { status } from 'patronum';
import { getInfoFx, type Info } from '../api/info';

/** The first page is on screen: its data loads then. */
export const IndexPageGate = createGate('__id__-index');
export const retryClicked = createEvent();

export const $info = createStore<Info | null>(null).on(getInfoFx.doneData, (_, info) => info);
/** initial → pending → done | fail: what the page shows (skeleton, content or error). */
export const $infoStatus = status(getInfoFx);

sample({ clock: [IndexPageGate.open, retryClicked], fn: () => undefined, target: getInfoFx });

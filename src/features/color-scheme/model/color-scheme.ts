import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { applySchemeChoice, parseSchemeChoice, SCHEME_STORAGE_KEY, type SchemeChoice } from '@/shared/lib/color-scheme';
import { readStorage, writeStorage } from '@/shared/lib/storage';

/** Open while a picker shows: it reads the device's choice then (the head applied it before the first paint). */
export const SchemePickerGate = createGate('color-scheme');
export const schemeChosen = createEvent<SchemeChoice>();

export const readSchemeFx = createEffect(() => parseSchemeChoice(readStorage('local', SCHEME_STORAGE_KEY)));

// Applied before it is stored: a phone that refuses storage still switches, for this visit.
export const applySchemeFx = createEffect((choice: SchemeChoice) => {
  applySchemeChoice(document.documentElement, choice);
  writeStorage('local', SCHEME_STORAGE_KEY, choice === 'system' ? null : choice);
});

export const $schemeChoice = createStore<SchemeChoice>('system')
  .on(readSchemeFx.doneData, (_, choice) => choice)
  .on(schemeChosen, (_, choice) => choice);

sample({ clock: SchemePickerGate.open, target: readSchemeFx });
sample({ clock: schemeChosen, target: applySchemeFx });

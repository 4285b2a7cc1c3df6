import { attach, combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { getPaperFx, type Paper } from '@/entities/quiz';

/** Opened by every quiz page with the paper of its `?paperId=`. */
export const PaperGate = createGate<{ paperId: number }>('pay-quiz-paper');
export const retryClicked = createEvent();

/** Every paper load of the campaign (pages, guards, the purchase check) goes through here and fills the cache. */
export const loadPaperFx = attach({ effect: getPaperFx });

/** The paper of the page on screen; 0 before one opens (ids are positive). */
export const $paperId = createStore(0).on(PaperGate.open, (_, { paperId }) => paperId);
// By paperId, so an answer that arrives late for another paper never shows on this one.
const $papers = createStore<Record<number, Paper>>({}).on(loadPaperFx.doneData, (papers, paper) => ({
  ...papers,
  [paper.paperId]: paper,
}));
const $loadError = createStore<{ paperId: number; message: string } | null>(null)
  .on(loadPaperFx.fail, (_, { params, error }) => ({ paperId: params.paperId, message: error.message }))
  .reset(loadPaperFx);

export const $paper = combine($papers, $paperId, (papers, paperId) => papers[paperId] ?? null);
export const $paperError = combine($loadError, $paperId, (error, paperId) =>
  error && error.paperId === paperId ? error.message : null,
);
export const $paperLoading = loadPaperFx.pending;

sample({ clock: PaperGate.open, target: loadPaperFx });
sample({
  clock: retryClicked,
  source: $paperId,
  filter: (paperId) => paperId > 0,
  fn: (paperId) => ({ paperId }),
  target: loadPaperFx,
});

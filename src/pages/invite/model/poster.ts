import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { drawPoster, type PosterInput } from '../lib/draw-poster';
import { $campaign, $inviteLink, $inviterName, $status } from './campaign';

export const PosterGate = createGate('invite-poster');
export const posterRetried = createEvent();

export const drawPosterFx = createEffect((input: PosterInput) => drawPoster(input));
const drawFx = attach({ effect: drawPosterFx });

/** What the poster shows; null until the campaign runs and the link is known. */
export const $posterInput = combine(
  $status,
  $campaign,
  $inviteLink,
  $inviterName,
  (status, campaign, link, nickName): PosterInput | null =>
    status === 'running' && campaign && link
      ? { title: campaign.title, nickName, rewardDesc: campaign.rewardDesc, link }
      : null,
);

export type PosterState = 'waiting' | 'drawing' | 'ready' | 'failed';
export const $poster = createStore('').on(drawFx.doneData, (_, image) => image);
export const $posterState = createStore<PosterState>('waiting')
  .on(drawFx, () => 'drawing')
  .on(drawFx.done, () => 'ready')
  .on(drawFx.fail, () => 'failed');
/** The poster as the page shows it (shared/ui/poster). */
export const invitePoster = { $image: $poster, $state: $posterState, retried: posterRetried };
/** The input the current poster was drawn from: the same input is not drawn twice. */
const $drawnFrom = createStore('').on(drawFx, (_, input) => JSON.stringify(input));

/** The poster to draw now: the screen shows, the input is known and not drawn yet. */
const $toDraw = combine(PosterGate.status, $posterInput, $drawnFrom, (open, input, drawnFrom) =>
  open && input !== null && JSON.stringify(input) !== drawnFrom ? input : null,
);
sample({
  clock: [PosterGate.open, $toDraw.updates],
  source: $toDraw,
  filter: (input): input is PosterInput => input !== null,
  target: drawFx,
});
sample({
  clock: posterRetried,
  source: $posterInput,
  filter: (input): input is PosterInput => input !== null,
  target: drawFx,
});

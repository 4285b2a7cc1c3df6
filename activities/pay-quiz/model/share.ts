import { attach, combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { hrefTo } from '@/shared/routing';
import { shareFx } from '@/shared/wechat';
import { quizPaths } from '../lib/paths';
import { $paper } from './paper';
import { $result } from './progress';

/** Opened by the two result pages: while one shows, the share card tells friends the result. */
export const ResultGate = createGate('pay-quiz-result');

type ResultCard = { title: string; desc: string; imgUrl: string; path: string };

/** The card's link is the paper's intro (friends take the test themselves), on this landing, never with a token. */
export const shareResultFx = attach({
  effect: shareFx,
  mapParams: ({ path, ...card }: ResultCard) => ({
    ...card,
    link: `${window.location.origin}${window.location.pathname}${window.location.search}${hrefTo(path)}`,
  }),
});

const $card = combine($paper, $result, (paper, result): ResultCard | null =>
  paper && result?.band
    ? {
        title: `我测出了「${result.band.title}」，你也来试试？`,
        desc: `${paper.title} · ${result.band.summary}`,
        imgUrl: paper.cover,
        path: quizPaths.intro(paper.paperId),
      }
    : null,
);

sample({
  clock: [ResultGate.open, $card.updates],
  source: { open: ResultGate.status, card: $card },
  filter: ({ open, card }) => open && card !== null,
  fn: ({ card }) => card as ResultCard,
  target: shareResultFx,
});

import { attach } from 'effector';
import { getLiveRoomDetailFx } from '@/entities/lesson';
import { failSafe } from '@/shared/api';
import { type Decision, type GuardInput, linkTo } from '@/shared/routing';

const num = (value: string | number | undefined): number => Number(value);

const liveRoomDetailFx = attach({
  effect: getLiveRoomDetailFx,
  mapParams: ({ match }: GuardInput) => ({
    studioId: num(match.params.studioId),
    lessonId: num(match.params.lessonId),
  }),
});

/**
 * Spec §4 live-room entry, decided on what spec §7 promises (`lecturerId`, `isBought`) and nothing else: the
 * lecturer on a listener page → lecturer page; a buyer on the lecturer route → listener page; anyone else → the
 * lesson's page. A free lesson is no exception: the learner takes it there with its ¥0 order, which makes it
 * bought.
 */
export function liveRoomDecision(input: GuardInput, detail: { lecturerId: number; isBought: 0 | 1 }): Decision | null {
  const { match, roles } = input;
  const params = { studioId: num(match.params.studioId), lessonId: num(match.params.lessonId) };
  const isLecturer = roles.userId !== null && detail.lecturerId === roles.userId;
  const hasAccess = detail.isBought === 1;
  const play = { kind: 'redirect', to: linkTo('lesson-play', { id: params.lessonId }) } as const;
  if (match.route.name === 'liveroom-listener') {
    if (isLecturer) return { kind: 'redirect', to: linkTo('liveroom-lecturer', params) };
    return hasAccess ? null : play;
  }
  if (isLecturer) return null;
  return hasAccess ? { kind: 'redirect', to: linkTo('liveroom-listener', params) } : play;
}

export const liveRoomGuard = failSafe(
  async (input: GuardInput): Promise<Decision | null> => liveRoomDecision(input, await liveRoomDetailFx(input)),
);

import type { LiveRoomDetail } from '@/entities/lesson';

/** Spec §3 Player: what is loaded (type audio by default, id, cover, src, prevId/nextId). */
export type Track = {
  id: number;
  type: 'audio' | 'video';
  title: string;
  cover: string;
  src: string;
  /** 0 when none. */
  prevId: number;
  nextId: number;
  /** A sample (试听/试看): neither resumed nor reported to the server. */
  sample: boolean;
  /** Where the server says the learner stopped (seconds), null when it does not say. */
  serverPosition: number | null;
};

/** The lesson as the player plays it: the whole recording when the answer carries it, else its sample, else null. */
export function trackOf(lesson: LiveRoomDetail): Track | null {
  const src = lesson.lessonUrl || (lesson.isBought === 1 ? '' : lesson.tryUrl);
  if (!src) return null;
  return {
    id: lesson.lessonId,
    type: lesson.lessonType === 2 ? 'video' : 'audio',
    title: lesson.lessonName,
    cover: lesson.lessonCoverUrl,
    src,
    prevId: lesson.prevId,
    nextId: lesson.nextId,
    sample: !lesson.lessonUrl,
    serverPosition: lesson.learnPosition,
  };
}

export const isSameTrack = (a: Track | null, b: Track | null) =>
  a !== null && b !== null && a.id === b.id && a.src === b.src;

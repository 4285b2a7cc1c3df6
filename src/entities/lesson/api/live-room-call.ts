import type { EarlyCall } from '@/shared/api';

/** The lesson detail's call (spec §7), on its own: the lesson's route asks it early on a landing without zod's schema. */
export const LIVE_ROOM_DETAIL_PATH = '/api/ls/lesson/findStudioRoomDetail';

/** The detail call a landing on lesson `id` asks early (lesson-play's route); null for an id that is not a lesson's. */
export function liveRoomDetailCall(id: string | number): EarlyCall | null {
  return /^[1-9]\d*$/.test(String(id)) ? { path: LIVE_ROOM_DETAIL_PATH, params: { lessonId: Number(id) } } : null;
}

import { detailCall } from '@/shared/api';

/** The lesson detail's call (spec §7), on its own: the lesson's route asks it early on a landing without zod's schema. */
export const LIVE_ROOM_DETAIL_PATH = '/api/ls/lesson/findStudioRoomDetail';

/** The detail call a landing on lesson `id` asks early (lesson-play's route). */
export const liveRoomDetailCall = detailCall(LIVE_ROOM_DETAIL_PATH, 'lessonId');

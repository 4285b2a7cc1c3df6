/**
 * The lesson detail's path (spec §7), on its own: index.html's early script asks it on a landing on a lesson
 * (src/app/early) without the API layer or zod's schema.
 */
export const LIVE_ROOM_DETAIL_PATH = '/api/ls/lesson/findStudioRoomDetail';

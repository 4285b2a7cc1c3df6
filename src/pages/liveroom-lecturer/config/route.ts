import { definePage } from '@/shared/routing';

/** The live room, lecturer's side (route `liveroom-lecturer`; the entry guard decides who lands here, spec §4). */
export const liveroomLecturerRoute = definePage({
  name: 'liveroom-lecturer',
  path: '/liveroom/lecturer/:studioId/:lessonId',
  meta: { title: '直播间', auth: 'profile', hideFooter: true, bodyClass: 'bg-dark' },
  // The entry rule (spec §4) loads with the live room's own code, which the page needs next anyway.
  guard: () => import('@/features/live-room').then((module) => module.liveRoomGuard),
  load: () => import('../ui/LiveroomLecturerPage'),
});

import { definePage } from '@/shared/routing';

/** The live room, listener's side (route `liveroom-listener`; the entry guard decides who lands here, spec §4). */
export const liveroomListenerRoute = definePage({
  name: 'liveroom-listener',
  path: '/liveroom/listener/:studioId/:lessonId',
  meta: { title: '直播间', auth: 'profile', hideFooter: true, bodyClass: 'bg-dark' },
  // The entry rule (spec §4) loads with the live room's own code, which the page needs next anyway.
  guard: () => import('@/features/live-room').then((module) => module.liveRoomGuard),
  load: () => import('../ui/LiveroomListenerPage'),
});

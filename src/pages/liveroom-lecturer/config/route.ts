import { definePage } from '@/shared/routing';

/** The live room, lecturer's side (route `liveroom-lecturer`; the entry guard decides who lands here, spec §4). */
export const liveroomLecturerRoute = definePage({
  name: 'liveroom-lecturer',
  path: '/liveroom/lecturer/:studioId/:lessonId',
  meta: { title: '直播间', auth: 'profile', hideFooter: true, bodyClass: 'bg-dark' },
  load: () => import('../ui/LiveroomLecturerPage'),
});

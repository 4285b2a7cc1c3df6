import { definePage, pagesIn } from '@/shared/routing';

/**
 * 专题 (routes `topic-list`, `topic-detail`; ours: spec §2 names no topic route). One lazy chunk for both
 * (ui/topic-pages.ts).
 */
const page = pagesIn(() => import('../ui/topic-pages'));

export const topicRoutes = [
  definePage({
    name: 'topic-list',
    path: '/topic/list',
    meta: { title: '专题', middleList: true },
    load: page('TopicListPage'),
  }),
  definePage({
    name: 'topic-detail',
    path: '/topic/:id',
    meta: { title: '专题详情' },
    load: page('TopicDetailPage'),
  }),
] as const;

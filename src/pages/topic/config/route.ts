import { routesIn } from '@/shared/routing';

/**
 * 专题 (routes `topic-list`, `topic-detail`; ours: spec §2 names no topic route). One lazy chunk for both
 * (ui/topic-pages.ts).
 */
const route = routesIn(() => import('../ui/topic-pages'));

export const topicRoutes = [
  route('topic-list', '/topic/list', 'TopicListPage', { title: '专题', middleList: true }),
  route('topic-detail', '/topic/:id', 'TopicDetailPage', { title: '专题详情' }),
] as const;

import { routesIn, studioMeta } from '@/shared/routing';

const route = routesIn(() => import('../ui/studio-channel-pages'), studioMeta);

/** The lecturer's columns (spec §2 Mine channel/*): one lazy chunk for the six screens, real-name gated (§5). */
export const studioChannelRoutes = [
  route('channel-index', '/mine/channel/index', 'ChannelIndexPage', { title: '专栏管理' }),
  route('channel-add', '/mine/channel/add', 'ChannelAddPage', { title: '新建专栏' }),
  route('channel-edit', '/mine/channel/edit/:id', 'ChannelEditPage', { title: '编辑专栏' }),
  route('channel-lesson-add', '/mine/channel/:cid/lesson/add', 'ChannelLessonAddPage', { title: '添加专栏课程' }),
  route('channel-lesson-edit', '/mine/channel/:cid/lesson/:id/edit', 'ChannelLessonEditPage', {
    title: '编辑专栏课程',
  }),
  route('channel-content', '/mine/channel/content/:id', 'ChannelContentPage', { title: '专栏介绍' }),
] as const;

import { definePage, pagesIn, studioMeta } from '@/shared/routing';

const page = pagesIn(() => import('../ui/studio-channel-pages'));

/** The lecturer's columns (spec §2 Mine channel/*): one lazy chunk for the six screens, real-name gated (§5). */
export const studioChannelRoutes = [
  definePage({
    name: 'channel-index',
    path: '/mine/channel/index',
    meta: { ...studioMeta, title: '专栏管理' },
    load: page('ChannelIndexPage'),
  }),
  definePage({
    name: 'channel-add',
    path: '/mine/channel/add',
    meta: { ...studioMeta, title: '新建专栏' },
    load: page('ChannelAddPage'),
  }),
  definePage({
    name: 'channel-edit',
    path: '/mine/channel/edit/:id',
    meta: { ...studioMeta, title: '编辑专栏' },
    load: page('ChannelEditPage'),
  }),
  definePage({
    name: 'channel-lesson-add',
    path: '/mine/channel/:cid/lesson/add',
    meta: { ...studioMeta, title: '添加专栏课程' },
    load: page('ChannelLessonAddPage'),
  }),
  definePage({
    name: 'channel-lesson-edit',
    path: '/mine/channel/:cid/lesson/:id/edit',
    meta: { ...studioMeta, title: '编辑专栏课程' },
    load: page('ChannelLessonEditPage'),
  }),
  definePage({
    name: 'channel-content',
    path: '/mine/channel/content/:id',
    meta: { ...studioMeta, title: '专栏介绍' },
    load: page('ChannelContentPage'),
  }),
] as const;

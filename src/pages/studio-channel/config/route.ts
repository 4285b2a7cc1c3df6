import { definePage, studioMeta } from '@/shared/routing';

const pages = () => import('../ui/studio-channel-pages');

/** The lecturer's columns (spec §2 Mine channel/*): one lazy chunk for the six screens, real-name gated (§5). */
export const studioChannelRoutes = [
  definePage({
    name: 'channel-index',
    path: '/mine/channel/index',
    meta: { ...studioMeta, title: '专栏管理' },
    load: () => pages().then((module) => ({ default: module.ChannelIndexPage })),
  }),
  definePage({
    name: 'channel-add',
    path: '/mine/channel/add',
    meta: { ...studioMeta, title: '新建专栏' },
    load: () => pages().then((module) => ({ default: module.ChannelAddPage })),
  }),
  definePage({
    name: 'channel-edit',
    path: '/mine/channel/edit/:id',
    meta: { ...studioMeta, title: '编辑专栏' },
    load: () => pages().then((module) => ({ default: module.ChannelEditPage })),
  }),
  definePage({
    name: 'channel-lesson-add',
    path: '/mine/channel/:cid/lesson/add',
    meta: { ...studioMeta, title: '添加专栏课程' },
    load: () => pages().then((module) => ({ default: module.ChannelLessonAddPage })),
  }),
  definePage({
    name: 'channel-lesson-edit',
    path: '/mine/channel/:cid/lesson/:id/edit',
    meta: { ...studioMeta, title: '编辑专栏课程' },
    load: () => pages().then((module) => ({ default: module.ChannelLessonEditPage })),
  }),
  definePage({
    name: 'channel-content',
    path: '/mine/channel/content/:id',
    meta: { ...studioMeta, title: '专栏介绍' },
    load: () => pages().then((module) => ({ default: module.ChannelContentPage })),
  }),
] as const;

import { definePage } from '@/shared/routing';

/** A column (route `lesson-channel`) and a package (`lesson-package`): one page for both; its code loads lazily. */
export const lessonChannelRoute = definePage({
  name: 'lesson-channel',
  path: '/lesson/channel/:id',
  meta: { title: '专栏', share: true, auth: 'base' },
  load: () => import(/* webpackChunkName: "page-lesson-combo" */ '../ui/ComboPage'),
});

export const lessonPackageRoute = definePage({
  name: 'lesson-package',
  path: '/lesson/package/:id',
  meta: { title: '系列课', share: true, auth: 'profile' },
  load: () => import(/* webpackChunkName: "page-lesson-combo" */ '../ui/ComboPage'),
});

import { definePage, mineMeta } from '@/shared/routing';

/** 设置 (route `setting-index`); its code loads lazily. */
export const settingIndexRoute = definePage({
  name: 'setting-index',
  path: '/mine/setting/index',
  meta: { ...mineMeta, title: '设置' },
  load: () => import('../ui/SettingIndexPage'),
});

import { definePage, studioMeta } from '@/shared/routing';

/** 账号设置 (route `setting-user`): lecturer + real-name gated, as spec §5 gates setting user. */
export const settingUserRoute = definePage({
  name: 'setting-user',
  path: '/mine/setting/user',
  meta: { ...studioMeta, title: '账号设置' },
  load: () => import('../ui/SettingUserPage'),
});

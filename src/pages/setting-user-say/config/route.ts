import { definePage, mineMeta } from '@/shared/routing';

/** 禁言管理 (route `setting-user-say`): the lecturer's muted listeners; its code loads lazily. */
export const settingUserSayRoute = definePage({
  name: 'setting-user-say',
  path: '/mine/setting/userSay',
  meta: { ...mineMeta, title: '禁言管理' },
  load: () => import('../ui/SettingUserSayPage'),
});

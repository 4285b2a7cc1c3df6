import { definePage, lecturerMeta } from '@/shared/routing';

/** 个人资料 (route `mine-person-info`): lecturer-only, as spec §5 gates personInfo; its code loads lazily. */
export const minePersonInfoRoute = definePage({
  name: 'mine-person-info',
  path: '/mine/personInfo',
  meta: { ...lecturerMeta, title: '个人资料' },
  load: () => import('../ui/MinePersonInfoPage'),
});

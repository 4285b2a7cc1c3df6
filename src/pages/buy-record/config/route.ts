import { definePage, mineMeta } from '@/shared/routing';

/** 购买记录 (route `buy-record`); its code loads lazily. */
export const buyRecordRoute = definePage({
  name: 'buy-record',
  path: '/mine/buyRecord/index',
  meta: { ...mineMeta, title: '购买记录', middleList: true },
  load: () => import('../ui/BuyRecordPage'),
});

import { definePage, mineMeta } from '@/shared/routing';

/** 分成规则 (route `liveroom-distribute-rule`): readable by anyone logged in (spec §5 does not gate it). */
export const liveroomDistributeRuleRoute = definePage({
  name: 'liveroom-distribute-rule',
  path: '/mine/liveroom/distributeRule',
  meta: { ...mineMeta, title: '分成规则' },
  load: () => import('../ui/DistributeRulePage'),
});

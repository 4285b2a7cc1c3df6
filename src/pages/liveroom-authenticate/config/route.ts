import { definePage, mineMeta } from '@/shared/routing';

/**
 * 实名认证 (route `liveroom-authenticate`): `type` 1 个人 (citizen ID), 2 机构 (unified social credit code).
 * Not lecturer-gated by spec §5: a learner is told to join first.
 */
export const liveroomAuthenticateRoute = definePage({
  name: 'liveroom-authenticate',
  path: '/mine/liveroom/authenticate/:type',
  params: { type: 'id' },
  meta: { ...mineMeta, title: '实名认证' },
  load: () => import('../ui/AuthenticatePage'),
});

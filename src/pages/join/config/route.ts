import { definePage, mineMeta, pagesIn } from '@/shared/routing';

const page = pagesIn(() => import('../ui/agreement-pages'));

/** 讲师入驻: what a lecturer gets, the application, and the three agreements it links to (lazy, one chunk each). */
export const joinIndexRoute = definePage({
  name: 'join-index',
  path: '/mine/join/index',
  meta: { ...mineMeta, title: '讲师入驻' },
  load: () => import('../ui/JoinIndexPage'),
});

export const joinInfoRoute = definePage({
  name: 'join-info',
  path: '/mine/join/info',
  meta: { ...mineMeta, title: '入驻信息' },
  load: () => import('../ui/JoinInfoPage'),
});

export const joinAgreementServiceRoute = definePage({
  name: 'join-agreement-service',
  path: '/mine/join/agreementService',
  meta: { ...mineMeta, title: '服务协议' },
  load: page('ServiceAgreementPage'),
});

export const joinAgreementLecturerRoute = definePage({
  name: 'join-agreement-lecturer',
  path: '/mine/join/agreementLecturer',
  meta: { ...mineMeta, title: '讲师协议' },
  load: page('LecturerAgreementPage'),
});

export const joinAgreementOperateRoute = definePage({
  name: 'join-agreement-operate',
  path: '/mine/join/agreementOperate',
  meta: { ...mineMeta, title: '运营规范' },
  load: page('OperateAgreementPage'),
});

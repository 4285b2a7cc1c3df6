import { definePage, mineMeta, pagesIn } from '@/shared/routing';

const page = pagesIn(() => import('../ui/extension-pages'));

/**
 * The earn-by-sharing programme (spec §2 extension/*): open to every logged-in viewer (learners promote too), one
 * lazy chunk. extension/test and test2 are the spec's test pages: they do not ship, and say so with a way back.
 */
export const extensionRoutes = [
  definePage({
    name: 'extension-index',
    path: '/mine/extension/index',
    meta: { ...mineMeta, title: '推广中心' },
    load: page('ExtensionIndexPage'),
  }),
  definePage({
    name: 'extension-wallet',
    path: '/mine/extension/wallet',
    meta: { ...mineMeta, title: '推广收益' },
    load: page('ExtensionWalletPage'),
  }),
  definePage({
    name: 'extension-detail',
    path: '/mine/extension/detail',
    meta: { ...mineMeta, title: '推广明细', middleList: true },
    load: page('ExtensionDetailPage'),
  }),
  definePage({
    name: 'extension-record',
    path: '/mine/extension/record',
    meta: { ...mineMeta, title: '推广记录', middleList: true },
    load: page('ExtensionRecordPage'),
  }),
  definePage({
    name: 'extension-present',
    path: '/mine/extension/present',
    meta: { ...mineMeta, title: '推广提现' },
    load: page('ExtensionPresentPage'),
  }),
  // share: the page sets its own card (the goods with the promoter's link); the shell keeps out of it.
  definePage({
    name: 'extension-sharecard',
    path: '/mine/extension/sharecard',
    meta: { ...mineMeta, title: '推广卡片', share: true },
    load: page('ExtensionSharecardPage'),
  }),
  definePage({
    name: 'extension-test',
    path: '/mine/extension/test',
    meta: { ...mineMeta, title: '推广测试页' },
    load: page('ExtensionClosedPage'),
  }),
  definePage({
    name: 'extension-test2',
    path: '/mine/extension/test2',
    meta: { ...mineMeta, title: '推广测试页 2' },
    load: page('ExtensionClosedPage'),
  }),
  definePage({
    name: 'extension-secrets',
    path: '/mine/extension/secrets',
    meta: { ...mineMeta, title: '推广秘籍' },
    load: page('ExtensionSecretsPage'),
  }),
] as const;

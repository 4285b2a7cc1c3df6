import { mineMeta, routesIn } from '@/shared/routing';

const route = routesIn(() => import('../ui/extension-pages'), mineMeta);

/**
 * The earn-by-sharing programme (spec §2 extension/*): open to every logged-in viewer (learners promote too), one
 * lazy chunk. extension/test and test2 are the spec's test pages: they do not ship, and say so with a way back.
 */
export const extensionRoutes = [
  route('extension-index', '/mine/extension/index', 'ExtensionIndexPage', { title: '推广中心' }),
  route('extension-wallet', '/mine/extension/wallet', 'ExtensionWalletPage', { title: '推广收益' }),
  route('extension-detail', '/mine/extension/detail', 'ExtensionDetailPage', { title: '推广明细', middleList: true }),
  route('extension-record', '/mine/extension/record', 'ExtensionRecordPage', { title: '推广记录', middleList: true }),
  route('extension-present', '/mine/extension/present', 'ExtensionPresentPage', { title: '推广提现' }),
  // share: the page sets its own card (the goods with the promoter's link); the shell keeps out of it.
  route('extension-sharecard', '/mine/extension/sharecard', 'ExtensionSharecardPage', {
    title: '推广卡片',
    share: true,
  }),
  route('extension-test', '/mine/extension/test', 'ExtensionClosedPage', { title: '推广测试页' }),
  route('extension-test2', '/mine/extension/test2', 'ExtensionClosedPage', { title: '推广测试页 2' }),
  route('extension-secrets', '/mine/extension/secrets', 'ExtensionSecretsPage', { title: '推广秘籍' }),
] as const;

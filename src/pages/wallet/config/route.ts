import { definePage, lecturerMeta, mineMeta, pagesIn } from '@/shared/routing';

/** Spec §5's wallet rule (./guard.ts), loaded when cash or the bank account page is entered. */
const walletGuardLoader = () => import('./guard').then((module) => module.walletGuard);

const page = pagesIn(() => import('../ui/wallet-pages'));

/**
 * The lecturer's wallet (spec §2 wallet/*), one lazy chunk. index, detail and record are lecturer-gated (the wallet
 * calls answer only lecturers, 10 您还不是讲师, so a learner goes to 我的 instead of an error); cash and bankAccount
 * keep the shell's withdraw-account guard (spec §5), which sends a refused viewer to 我的 with the server's reason.
 */
export const walletRoutes = [
  definePage({
    name: 'wallet-index',
    path: '/mine/wallet/index',
    meta: { ...lecturerMeta, title: '我的钱包' },
    load: page('WalletIndexPage'),
  }),
  definePage({
    name: 'wallet-detail',
    path: '/mine/wallet/detail',
    meta: { ...lecturerMeta, title: '收支明细', middleList: true },
    load: page('WalletDetailPage'),
  }),
  definePage({
    name: 'wallet-cash',
    path: '/mine/wallet/cash',
    meta: { ...mineMeta, title: '申请提现' },
    load: page('WalletCashPage'),
    guard: walletGuardLoader,
  }),
  definePage({
    name: 'wallet-record',
    path: '/mine/wallet/record',
    meta: { ...lecturerMeta, title: '提现记录', middleList: true },
    load: page('WalletRecordPage'),
  }),
  definePage({
    name: 'wallet-bank-account',
    path: '/mine/wallet/bankAccount',
    meta: { ...mineMeta, title: '提现账户' },
    load: page('WalletBankAccountPage'),
    guard: walletGuardLoader,
  }),
] as const;

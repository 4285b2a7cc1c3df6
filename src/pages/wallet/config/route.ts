import { lecturerMeta, mineMeta, routesIn } from '@/shared/routing';

/** Spec §5's wallet rule (./guard.ts), loaded when cash or the bank account page is entered. */
const walletGuardLoader = () => import('./guard').then((module) => module.walletGuard);

const route = routesIn(() => import('../ui/wallet-pages'));

/**
 * The lecturer's wallet (spec §2 wallet/*), one lazy chunk. index, detail and record are lecturer-gated (the wallet
 * calls answer only lecturers, 10 您还不是讲师, so a learner goes to 我的 instead of an error); cash and bankAccount
 * keep the shell's withdraw-account guard (spec §5), which sends a refused viewer to 我的 with the server's reason.
 */
export const walletRoutes = [
  route('wallet-index', '/mine/wallet/index', 'WalletIndexPage', { ...lecturerMeta, title: '我的钱包' }),
  route('wallet-detail', '/mine/wallet/detail', 'WalletDetailPage', {
    ...lecturerMeta,
    title: '收支明细',
    middleList: true,
  }),
  route(
    'wallet-cash',
    '/mine/wallet/cash',
    'WalletCashPage',
    { ...mineMeta, title: '申请提现' },
    { guard: walletGuardLoader },
  ),
  route('wallet-record', '/mine/wallet/record', 'WalletRecordPage', {
    ...lecturerMeta,
    title: '提现记录',
    middleList: true,
  }),
  route(
    'wallet-bank-account',
    '/mine/wallet/bankAccount',
    'WalletBankAccountPage',
    { ...mineMeta, title: '提现账户' },
    { guard: walletGuardLoader },
  ),
] as const;

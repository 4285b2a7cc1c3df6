// The wallet's five screens share one lazy chunk (each async chunk adds an entry to the home screen's chunk map).
export { WalletBankAccountPage } from './WalletBankAccountPage';
export { WalletCashPage } from './WalletCashPage';
export { WalletDetailPage } from './WalletDetailPage';
export { WalletIndexPage } from './WalletIndexPage';
export { WalletRecordPage } from './WalletRecordPage';

export { type FollowedLecturer, getFollowedLecturersFx } from './api/follows';
export { getPersonInfoFx, type PersonInfo } from './api/person-info';
export { getLecturerProfileFx, type LecturerProfile, type RealNameAuth } from './api/profile';
export { sendSmsCodeFx } from './api/sms-code';
export { getWalletFx, getWithdrawAccountFx, type Wallet, type WithdrawAccount } from './api/wallet';
export { getWalletRecordsFx, type WalletRecord, type Withdrawal, withdrawFx } from './api/withdraw';
export { $walletAccount, $withdrawAccount } from './model/wallet-account';

export { type FollowedLecturer, getFollowedLecturersFx } from './api/follows';
export { getPersonInfoFx, type PersonInfo } from './api/person-info';
export { getLecturerProfileFx, type LecturerProfile, type RealNameAuth } from './api/profile';
export { sendSmsCodeFx } from './api/sms-code';
export {
  type AuthInfo,
  getAuthInfoFx,
  getStudioInfoFx,
  type JoinRequest,
  joinApplyFx,
  type RealNameRequest,
  type StudioInfo,
  saveStudioInfoFx,
  submitRealNameFx,
} from './api/studio-auth';
export { getWalletFx, getWithdrawAccountFx, type Wallet, type WithdrawAccount } from './api/wallet';
export {
  getWalletRecordsFx,
  type WalletRecord,
  type Withdrawal,
  type WithdrawRequest,
  withdrawFx,
} from './api/withdraw';
export { type SaveWithdrawAccount, saveWithdrawAccountFx } from './api/withdraw-account';
export { REVENUE_SPLIT } from './config/revenue-split';
export { isCreditCode, isResidentId } from './lib/id-checksum';
export { $walletAccount, $withdrawAccount } from './model/wallet-account';

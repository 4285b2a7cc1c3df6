export { createWithdrawal, type WithdrawalConfig, type WithdrawalModel } from './model/create-withdrawal';
export { Withdrawal } from './ui/Withdrawal';

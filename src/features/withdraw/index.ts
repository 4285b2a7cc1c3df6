export { checkWithdrawAmount, WITHDRAW_MIN_FEN, withdrawFee } from './lib/rules';
export {
  createWithdraw,
  type WithdrawAnswer,
  type WithdrawModel,
  type WithdrawRequest,
  type WithdrawStep,
} from './model/create-withdraw';
export { BalanceCard } from './ui/BalanceCard';
export { MoneyEmpty, type MoneyEmptyProps } from './ui/MoneyEmpty';
export { MoneyRecords } from './ui/MoneyRecords';
export { MoneyRow } from './ui/MoneyRow';
export { WithdrawForm } from './ui/WithdrawForm';

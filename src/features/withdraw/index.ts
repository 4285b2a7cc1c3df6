export { checkWithdrawAmount, WITHDRAW_MIN_FEN, withdrawFee } from './lib/rules';
export {
  createWithdraw,
  type WithdrawAnswer,
  type WithdrawModel,
  type WithdrawRequest,
  type WithdrawStep,
} from './model/create-withdraw';
export { WithdrawForm } from './ui/WithdrawForm';

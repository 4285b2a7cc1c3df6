import { attach } from 'effector';
import { $walletAccount, getWalletFx } from '@/entities/lecturer';
import { linkTo } from '@/shared/routing';
import type { Decision } from '../decide';
import type { GuardInput } from './types';

/**
 * Spec §5 wallet cash and bank account: fetch the account when no account number is loaded; cash goes to the bank
 * account page while the withdraw configuration is not filled.
 */
export const walletGuardFx = attach({
  source: $walletAccount,
  effect: async (loaded, { match }: GuardInput): Promise<Decision | null> => {
    const account = loaded?.accountNo ? loaded : await getWalletFx();
    if (match.route.name === 'wallet-cash' && account.fillWithdrawConfig !== 1) {
      return { kind: 'redirect', to: linkTo('wallet-bank-account') };
    }
    return null;
  },
});

export function walletGuard(input: GuardInput): Promise<Decision | null> {
  return walletGuardFx(input);
}

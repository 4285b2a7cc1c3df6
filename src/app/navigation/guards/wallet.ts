import { attach } from 'effector';
import { $walletAccount, getWalletFx } from '@/entities/lecturer';
import { isApiError } from '@/shared/api';
import { type Decision, type GuardInput, linkToMine } from '@/shared/routing';

/**
 * Spec §5 wallet cash and bank account: fetch the account when no account number is loaded; cash goes to the bank
 * account page while the withdraw configuration is not filled. When the server refuses the account (not a
 * lecturer: code 10), the viewer goes back to 我的 with the server's message instead of a dead end.
 */
export const walletGuardFx = attach({
  source: $walletAccount,
  effect: async (loaded, { match }: GuardInput): Promise<Decision | null> => {
    let account = loaded;
    if (!account?.accountNo) {
      try {
        account = await getWalletFx();
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'business') throw error;
        return { kind: 'redirect', to: linkToMine('mine-index'), notice: error.message };
      }
    }
    if (match.route.name === 'wallet-cash' && account.fillWithdrawConfig !== 1) {
      return { kind: 'redirect', to: linkToMine('wallet-bank-account') };
    }
    return null;
  },
});

export function walletGuard(input: GuardInput): Promise<Decision | null> {
  return walletGuardFx(input);
}

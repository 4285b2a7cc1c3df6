import { attach } from 'effector';
import { $withdrawAccount, getWithdrawAccountFx } from '@/entities/lecturer';
import { failSafe, isApiError } from '@/shared/api';
import { type Decision, type GuardInput, linkToMine } from '@/shared/routing';

/**
 * Spec §5 wallet cash and bank account: fetch the withdraw account (`lecturerWithdrawConf`, spec §3 "Bank account")
 * when no account number is loaded; cash goes to the bank account page while the withdraw configuration is not
 * filled. Spec §8 applies the configuration only on HTTP 200 and code 1: when the server refuses it with a code of
 * its own (not a lecturer: 10), the viewer goes back to 我的 with the server's message instead of a dead end; any
 * other failure is the guard's error (failSafe: a page that says so, with 重试).
 */
export const walletGuardFx = attach({
  source: $withdrawAccount,
  effect: async (loaded, { match }: GuardInput): Promise<Decision | null> => {
    let account = loaded;
    if (!account?.accountNo) {
      try {
        account = await getWithdrawAccountFx();
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

export const walletGuard = failSafe((input: GuardInput): Promise<Decision | null> => walletGuardFx(input));

import { getWalletFx } from '@/entities/lecturer';
import { createPageResource } from '@/shared/model';

/**
 * 我的钱包's balance, which the cash page draws on too: the amounts read -- until the first answer (spec §3 Wallet);
 * back on either screen, what was read shows at once and is read again behind it.
 */
export const walletPage = createPageResource(getWalletFx, { keepOnReturn: true });

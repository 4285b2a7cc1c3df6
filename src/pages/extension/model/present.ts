import { createWithdrawal } from '@/widgets/withdrawal';
import { promotionWithdrawFx } from '../api/promotion';
import { accountPage } from './account';

/** 推广提现: settled commission to WeChat 零钱, with an SMS code. */
export const presentWithdrawal = createWithdrawal({
  key: 'extension-present',
  purpose: 'promotion-withdraw',
  applyFx: promotionWithdrawFx,
  balance: accountPage,
});

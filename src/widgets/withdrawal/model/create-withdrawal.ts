import { combine, createEvent, type Effect, sample } from 'effector';
import { $lecturerProfile } from '@/entities/user';
import { createSmsCode } from '@/features/sms-code';
import { createWithdraw, type WithdrawAnswer, type WithdrawRequest } from '@/features/withdraw';
import type { PageResource } from '@/shared/model';

export type WithdrawalConfig<Balance extends { availableAmt: number | null }> = {
  /** The draft's key: one per screen (wallet-cash, extension-present). */
  key: string;
  /** The SMS code's purpose: each counts its own 60 s (withdraw, promotion-withdraw). */
  purpose: string;
  /** The server call; one request however often 确认提现 is tapped (features/withdraw). */
  applyFx: Effect<WithdrawRequest, WithdrawAnswer, unknown>;
  /** The balance the money comes from, as its own screen loads it (createPageResource). */
  balance: PageResource<void, Balance>;
};

/**
 * A withdraw screen: the withdrawal (features/withdraw) with its phone + SMS code field (features/sms-code) wired in,
 * over the balance it draws on. Opening the screen loads the balance, whose available amount is what may be
 * withdrawn; the SMS field feeds the withdrawal, is restored with its draft, shows its messages on 确认提现, has its
 * code used up once the money went out, and starts from the lecturer's bound phone. Once withdrawn the balance is
 * read again, so its screen shows the server's figure, never one computed here.
 */
export function createWithdrawal<Balance extends { availableAmt: number | null }>({
  key,
  purpose,
  applyFx,
  balance,
}: WithdrawalConfig<Balance>) {
  const opened = createEvent();
  const withdraw = createWithdraw({ key, applyFx });
  const sms = createSmsCode({ purpose });

  sample({ clock: opened, target: balance.opened });
  sample({ clock: balance.loadFx.doneData, fn: (loaded) => loaded.availableAmt, target: withdraw.availableLoaded });
  sample({ clock: withdraw.withdrawn, target: balance.refreshed });

  sample({
    clock: combine(sms.$mobile, sms.$code, (mobile, code) => ({ mobile, code })).updates,
    target: withdraw.smsChanged,
  });
  sample({ clock: withdraw.smsRestored, fn: ({ mobile }) => mobile, target: sms.mobileChanged });
  sample({ clock: withdraw.smsRestored, fn: ({ code }) => code, target: sms.codeChanged });
  sample({ clock: withdraw.confirmClicked, target: sms.checked });
  sample({ clock: withdraw.withdrawn, target: sms.codeUsed });
  sample({
    clock: opened,
    source: { profile: $lecturerProfile, mobile: sms.$mobile },
    filter: ({ profile, mobile }) => !mobile && Boolean(profile?.userMobile),
    fn: ({ profile }) => profile?.userMobile ?? '',
    target: sms.mobileChanged,
  });

  return { opened, balance, withdraw, sms };
}

export type WithdrawalModel<Balance extends { availableAmt: number | null }> = ReturnType<
  typeof createWithdrawal<Balance>
>;

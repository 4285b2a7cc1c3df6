import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { $withdrawAccount, getWithdrawAccountFx, saveWithdrawAccountFx } from '@/entities/lecturer';
import { $lecturerProfile } from '@/entities/user';
import { createSmsCode } from '@/features/sms-code';
import { errorMessage } from '@/shared/api';
import { createDraft } from '@/shared/lib/draft';
import { createPageResource } from '@/shared/model';
import { linkToMine, navigateTo } from '@/shared/routing';
import {
  type AccountErrors,
  type AccountField,
  type AccountForm,
  cardDigits,
  checkAccountForm,
  emptyAccountForm,
} from '../lib/account-form';

/** Where the form goes once saved: the page named by `?from=` if it is one of these, else on to cash (spec §5 sends
 * cash here while no account is filled; the lecturer came to withdraw). */
const RETURN_TO = { 'wallet-index': true, 'wallet-cash': true } as const;
export type ReturnTo = keyof typeof RETURN_TO;
export const returnTarget = (from: string | undefined): ReturnTo =>
  from && from in RETURN_TO ? (from as ReturnTo) : 'wallet-cash';

export const bankAccountOpened = createEvent<{ from?: string }>();
export const fieldChanged = createEvent<{ field: AccountField; value: string }>();
export const saveClicked = createEvent();

/** The account on file, read afresh each time the form opens. */
export const accountPage = createPageResource(getWithdrawAccountFx);
/** After saving, the entity's account is read again (the cash guard and page read it; this keeps the store's only
 * writer the loading call, out of the first screen's code). */
const refreshAccountFx = attach({ effect: getWithdrawAccountFx });
export const saveAccountFx = attach({ effect: saveWithdrawAccountFx });
const goBackFx = createEffect((to: ReturnTo) => navigateTo(linkToMine(to), { replace: true }));

/** What the lecturer typed, field by field (the draft); the account on file fills the rest. */
const $edits = createStore<Partial<AccountForm>>({})
  .on(fieldChanged, (edits, { field, value }) => ({ ...edits, [field]: value }))
  .reset(saveAccountFx.done);
const $onFile = accountPage.$data.map(
  (account): AccountForm =>
    account
      ? {
          accountName: account.accountName,
          bankName: account.bankName,
          branchBankName: account.branchBankName,
          accountNo: account.accountNo,
        }
      : emptyAccountForm,
);
/** An account is on file: saving changes where money goes (the code must reach the bound phone). */
export const $changing = $onFile.map((account) => account.accountNo !== '');
export const $form = combine($onFile, $edits, (onFile, edits): AccountForm => ({ ...onFile, ...edits }));
const $returnTo = createStore<ReturnTo>('wallet-cash').on(bankAccountOpened, (_, { from }) => returnTarget(from));
export const $bankNames = $withdrawAccount.map((account) => account?.bankNames ?? []);
const $tried = createStore(false)
  .on(saveClicked, () => true)
  .reset(bankAccountOpened);
export const $errors = combine(
  $form,
  $bankNames,
  $tried,
  (form, banks, tried): AccountErrors => (tried ? checkAccountForm(form, banks) : {}),
);
export const $saving = saveAccountFx.pending;
export const $saveError = createStore('')
  .on(saveAccountFx.failData, (_, error) => errorMessage(error))
  .reset([saveClicked, fieldChanged]);

// Everything typed but the code, kept through a refused save and a 1000 → login → back; it wins over the account on
// file (which fills only the fields not typed), so reading the account again never overwrites the draft.
const draft = createDraft<Partial<AccountForm>>({
  key: 'wallet-bank-account',
  $value: $edits,
  // Spelled out rather than z.partial(): zod's schemas module is emitted once for the whole app, so an API used only
  // here would still land in the first screen's JavaScript (0.27 KB gzip for partial).
  schema: z.object({
    accountName: z.optional(z.string()),
    bankName: z.optional(z.string()),
    branchBankName: z.optional(z.string()),
    accountNo: z.optional(z.string()),
  }),
  isEmpty: (edits) => Object.keys(edits).length === 0,
});

sample({ clock: bankAccountOpened, target: accountPage.opened });
sample({ clock: bankAccountOpened, target: draft.restore });
sample({ clock: draft.restored, target: $edits });

/** Changing where money goes needs a code sent to the account's phone (features/sms-code). */
export const bankSms = createSmsCode({ purpose: 'bank-account' });
sample({
  clock: bankAccountOpened,
  source: { profile: $lecturerProfile, mobile: bankSms.$mobile },
  filter: ({ profile, mobile }) => !mobile && Boolean(profile?.userMobile),
  fn: ({ profile }) => profile?.userMobile ?? '',
  target: bankSms.mobileChanged,
});
sample({ clock: saveClicked, target: bankSms.checked });
sample({
  clock: saveClicked,
  source: {
    form: $form,
    banks: $bankNames,
    saving: $saving,
    smsValid: bankSms.$valid,
    mobile: bankSms.$mobile,
    code: bankSms.$code,
  },
  filter: ({ form, banks, saving, smsValid }) =>
    !saving && smsValid && Object.keys(checkAccountForm(form, banks)).length === 0,
  fn: ({ form, mobile, code }) => ({
    accountName: form.accountName.trim(),
    bankName: form.bankName,
    branchBankName: form.branchBankName.trim(),
    accountNo: cardDigits(form.accountNo),
    mobile,
    smsCode: code,
  }),
  target: saveAccountFx,
});
sample({ clock: saveAccountFx.done, target: bankSms.codeUsed });
sample({ clock: saveAccountFx.done, target: draft.clear });
sample({ clock: saveAccountFx.done, target: refreshAccountFx });
sample({ clock: refreshAccountFx.finally, source: $returnTo, target: goBackFx });

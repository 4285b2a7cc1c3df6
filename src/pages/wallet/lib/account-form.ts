export type AccountForm = {
  accountName: string;
  bankName: string;
  branchBankName: string;
  accountNo: string;
};
export type AccountField = keyof AccountForm;
export type AccountErrors = Partial<Record<AccountField, string>>;

export const emptyAccountForm: AccountForm = {
  accountName: '',
  bankName: '',
  branchBankName: '',
  accountNo: '',
};

/** The card number without the spaces people type or paste in groups of four. */
export const cardDigits = (accountNo: string) => accountNo.replace(/[\s-]/g, '');

/**
 * The bank account form's checks (the spec has none, §5 "No form field validation rules"): name 2–20 characters,
 * a bank from the server's list, a branch, a card number of 12–19 digits (no Luhn check: some Chinese bank cards do
 * not carry one, and refusing a real card is worse than the bank refusing a wrong one). The SMS code is
 * features/sms-code's.
 */
export function checkAccountForm(form: AccountForm, bankNames: readonly string[]): AccountErrors {
  const errors: AccountErrors = {};
  const name = form.accountName.trim();
  if (!name) errors.accountName = '请填写开户名';
  else if (name.length < 2 || name.length > 20) errors.accountName = '开户名应为 2–20 个字';
  if (!form.bankName) errors.bankName = '请选择开户银行';
  else if (bankNames.length > 0 && !bankNames.includes(form.bankName)) errors.bankName = '请从列表中选择开户银行';
  if (!form.branchBankName.trim()) errors.branchBankName = '请填写开户支行';
  const digits = cardDigits(form.accountNo);
  if (!digits) errors.accountNo = '请填写银行卡号';
  else if (!/^\d{12,19}$/.test(digits)) errors.accountNo = '银行卡号应为 12–19 位数字';
  return errors;
}

import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { SmsCodeField } from '@/features/sms-code';
import type { PageProps } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceView } from '@/shared/ui/resource-view';
import { Select } from '@/shared/ui/select';
import { ListSkeleton } from '@/shared/ui/skeleton';
import type { AccountField } from '../lib/account-form';
import {
  $bankNames,
  $changing,
  $errors,
  $form,
  $saveError,
  $saving,
  accountPage,
  bankAccountOpened,
  bankSms,
  fieldChanged,
  saveClicked,
} from '../model/bank-account';
import './wallet.css';

type TextFieldProps = {
  field: AccountField;
  label: string;
  placeholder: string;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
};

function TextField({ field, label, placeholder, inputMode = 'text', autoComplete = 'off' }: TextFieldProps) {
  const [form, errors, changed] = useUnit([$form, $errors, fieldChanged]);
  const id = useId();
  const error = errors[field];
  return (
    <div className="wallet-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={form[field]}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => changed({ field, value: event.target.value })}
      />
      {error && (
        <p id={`${id}-error`} className="wallet-form__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form: name, bank, branch, card number, the SMS code, 保存 (the account on file filled in). */
function BankAccountForm() {
  const [changing, form, errors, banks, saving, saveError, save, changed] = useUnit([
    $changing,
    $form,
    $errors,
    $bankNames,
    $saving,
    $saveError,
    saveClicked,
    fieldChanged,
  ]);
  return (
    <form
      className="wallet-form money-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <p className="money-note">
        提现将转入以下银行账户，开户名须与实名认证的姓名一致。
        {changing
          ? '修改账户须验证短信验证码，验证码发送到你绑定的手机号。'
          : '首次填写也须验证手机号（已绑定手机的，验证码发到绑定的手机号）。'}
      </p>
      <TextField field="accountName" label="开户名" placeholder="与银行卡一致的姓名" autoComplete="name" />
      <div className="wallet-form__field">
        <Select
          label="开户银行"
          options={banks.map((bank) => ({ name: bank, value: bank }))}
          value={form.bankName || null}
          onChange={(value) => changed({ field: 'bankName', value })}
        />
        {errors.bankName && <p className="wallet-form__error">{errors.bankName}</p>}
      </div>
      <TextField field="branchBankName" label="开户支行" placeholder="如：招商银行杭州西湖支行" />
      <TextField
        field="accountNo"
        label="银行卡号"
        placeholder="12–19 位数字"
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <SmsCodeField model={bankSms} idPrefix="bank-account-sms" mobileLabel="接收验证码的手机号" />
      {saveError && (
        <p className="wallet-form__error" role="alert">
          {saveError}
        </p>
      )}
      <Button type="submit" block loading={saving}>
        保存
      </Button>
    </form>
  );
}

/** wallet/bankAccount — 提现账户: name, bank (from bankNames), branch, card number; saving needs an SMS code. */
export function WalletBankAccountPage({ title, query }: PageProps) {
  const opened = useUnit(bankAccountOpened);
  const from = query.from;
  useEffect(() => {
    opened({ from });
  }, [opened, from]);
  return (
    <main className="wallet" data-page="wallet-bank-account">
      <PageHeader title={title} />
      <ResourceView resource={accountPage} skeleton={<ListSkeleton rows={4} />}>
        {() => <BankAccountForm />}
      </ResourceView>
    </main>
  );
}

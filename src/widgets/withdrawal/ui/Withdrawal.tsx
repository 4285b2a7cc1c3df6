import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import { SmsCodeField } from '@/features/sms-code';
import { WithdrawForm } from '@/features/withdraw';
import { ResourceView } from '@/shared/ui/resource-view';
import type { WithdrawalModel } from '../model/create-withdrawal';

type Props<Balance extends { availableAmt: number | null }> = {
  model: WithdrawalModel<Balance>;
  /** Where the money goes, e.g. 招商银行（尾号 1234） or 微信零钱. */
  destination: string;
  /** Where 查看提现记录 leads after a withdrawal. */
  recordHref: string;
  /** Prefix of the SMS field's input ids. */
  smsId: string;
  /** What the screen adds under the form, given the balance (null while it loads). */
  note?: (balance: Balance | null) => ReactNode;
};

/**
 * A withdraw screen's body: the form (with the SMS code field) at once, its available amount -- until the balance
 * is in; the error with 重试 if the balance cannot be read.
 */
export function Withdrawal<Balance extends { availableAmt: number | null }>({
  model,
  destination,
  recordHref,
  smsId,
  note,
}: Props<Balance>) {
  const opened = useUnit(model.opened);
  useEffect(() => {
    opened();
  }, [opened]);
  // The same tree loading and loaded, so what is typed meanwhile stays.
  const body = (balance: Balance | null) => (
    <>
      <WithdrawForm
        model={model.withdraw}
        destination={destination}
        smsSlot={<SmsCodeField model={model.sms} idPrefix={smsId} mobileLabel="接收验证码的手机号" />}
        recordHref={recordHref}
      />
      {note?.(balance)}
    </>
  );
  return (
    <ResourceView resource={model.balance} skeleton={body(null)}>
      {body}
    </ResourceView>
  );
}

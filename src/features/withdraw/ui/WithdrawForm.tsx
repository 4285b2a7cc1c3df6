import { useUnit } from 'effector-react';
import { type ReactNode, useEffect, useId } from 'react';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { WITHDRAW_MIN_FEN, withdrawFee } from '../lib/rules';
import type { WithdrawModel } from '../model/create-withdraw';
import './money.css';
import './withdraw.css';

type Props = {
  model: WithdrawModel;
  /** Where the money goes, e.g. 招商银行（尾号 1234） or 微信零钱. */
  destination: string;
  /** The phone + SMS code field (the page composes features/sms-code in). */
  smsSlot: ReactNode;
  /** Where 查看提现记录 leads after a withdrawal. */
  recordHref: string;
};

function AmountStep({ model }: { model: WithdrawModel }) {
  const [available, text, check, tried, changed, all, next] = useUnit([
    model.$available,
    model.$amountText,
    model.$check,
    model.$triedNext,
    model.amountChanged,
    model.allClicked,
    model.nextClicked,
  ]);
  const inputId = useId();
  const message = !check.ok && (tried || (text !== '' && check.message !== '请输入金额')) ? check.message : '';
  return (
    <form
      className="money-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <p className="withdraw__available">
        可提现金额 <strong data-testid="withdraw-available">{formatMoney(available)}</strong>
      </p>
      <label className="withdraw__label" htmlFor={inputId}>
        提现金额（元）
      </label>
      <div className="withdraw__amount-row">
        <span className="withdraw__currency" aria-hidden="true">
          ¥
        </span>
        <input
          id={inputId}
          className="withdraw__amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => changed(event.target.value)}
        />
        <Button variant="text" size="s" onClick={all} disabled={!available}>
          全部提现
        </Button>
      </div>
      <p
        id={`${inputId}-hint`}
        className={message ? 'withdraw__error' : 'withdraw__hint'}
        role={message ? 'alert' : undefined}
      >
        {message || `单笔不少于 ${formatMoney(WITHDRAW_MIN_FEN)}，手续费 ${formatMoney(withdrawFee(0))}`}
      </p>
      <Button type="submit" block>
        下一步
      </Button>
    </form>
  );
}

function ConfirmStep({ model, destination, smsSlot }: Omit<Props, 'recordHref'>) {
  const [check, error, sending, confirm, back] = useUnit([
    model.$check,
    model.$error,
    model.$sending,
    model.confirmClicked,
    model.backClicked,
  ]);
  if (!check.ok) return null;
  return (
    <form
      className="money-card"
      noValidate
      aria-label="确认提现"
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <h2 className="withdraw__title">确认提现</h2>
      <dl className="withdraw__summary">
        <div>
          <dt>提现金额</dt>
          <dd>{formatMoney(check.amount)}</dd>
        </div>
        <div>
          <dt>手续费</dt>
          <dd>{formatMoney(check.fee)}</dd>
        </div>
        <div>
          <dt>实际到账</dt>
          <dd className="withdraw__arrives">{formatMoney(check.arrives)}</dd>
        </div>
        <div>
          <dt>到账账户</dt>
          <dd>{destination}</dd>
        </div>
      </dl>
      {smsSlot}
      {error && (
        <p className="withdraw__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block loading={sending}>
        确认提现
      </Button>
      <Button variant="text" block onClick={back} disabled={sending}>
        返回修改
      </Button>
    </form>
  );
}

function DoneStep({ model, recordHref }: Pick<Props, 'model' | 'recordHref'>) {
  const [result, available, again] = useUnit([model.$result, model.$available, model.againClicked]);
  return (
    <section className="money-card withdraw__done" aria-live="polite">
      <h2 className="withdraw__title">提现申请已提交</h2>
      <p>预计 1–3 个工作日到账，处理进度可在提现记录中查看。</p>
      <p>
        当前可提现金额{' '}
        <strong data-testid="withdraw-balance-after">{formatMoney(result?.availableAmt ?? available)}</strong>
      </p>
      <a className="wk-button wk-button--primary wk-button--m wk-button--block" href={recordHref}>
        查看提现记录
      </a>
      <Button variant="text" block onClick={again}>
        继续提现
      </Button>
    </section>
  );
}

/** The withdraw screen's body: amount → confirm (amount, fee, what arrives, account, SMS code) → submitted. */
export function WithdrawForm({ model, destination, smsSlot, recordHref }: Props) {
  const [step, opened] = useUnit([model.$step, model.opened]);
  useEffect(() => {
    opened();
  }, [opened]);
  if (step === 'done') return <DoneStep model={model} recordHref={recordHref} />;
  if (step === 'confirm') return <ConfirmStep model={model} destination={destination} smsSlot={smsSlot} />;
  return <AmountStep model={model} />;
}

import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { maskMobile } from '@/entities/user';
import type { SmsCodeModel } from '../model/sms-code';
import './sms-code.css';
import { formClass } from '@/shared/ui/form-field';

export type SmsCodeFieldProps = {
  model: SmsCodeModel;
  /** Prefix of the inputs' ids: `${idPrefix}-mobile`, `${idPrefix}-code` (the form focuses the first invalid one). */
  idPrefix: string;
  mobileLabel?: string;
};

/** 手机号 + 验证码 with 获取验证码 → 60 秒后重新发送 → 重新发送; messages under their fields, in Chinese. */
export function SmsCodeField({ model, idPrefix, mobileLabel = '手机号' }: SmsCodeFieldProps) {
  const [mobile, code, left, sending, sentTo, sendError, mobileError, codeError] = useUnit([
    model.$mobile,
    model.$code,
    model.$secondsLeft,
    model.$sending,
    model.$sentTo,
    model.$sendError,
    model.$mobileError,
    model.$codeError,
  ]);
  const [opened, changeMobile, changeCode, send] = useUnit([
    model.opened,
    model.mobileChanged,
    model.codeChanged,
    model.sendClicked,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);
  const mobileId = `${idPrefix}-mobile`;
  const codeId = `${idPrefix}-code`;
  // What was said about a code belongs to the phone it went to; another number starts over.
  const sentHere = sentTo !== null && sentTo === mobile;
  const label = sending ? '发送中…' : left > 0 ? `${left} 秒后可重发` : sentHere ? '重新发送' : '获取验证码';
  return (
    <div className="sms-code">
      <div className="sms-code__field">
        <label className="sms-code__label" htmlFor={mobileId}>
          {mobileLabel}
        </label>
        <input
          id={mobileId}
          className={`${formClass.input} sms-code__input`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder="11 位手机号"
          value={mobile}
          aria-invalid={mobileError ? true : undefined}
          aria-describedby={mobileError ? `${mobileId}-error` : undefined}
          onChange={(event) => changeMobile(event.target.value)}
        />
        {mobileError && (
          <p className="sms-code__error" id={`${mobileId}-error`}>
            {mobileError}
          </p>
        )}
      </div>
      <div className="sms-code__field">
        <label className="sms-code__label" htmlFor={codeId}>
          验证码
        </label>
        <div className="sms-code__row">
          <input
            id={codeId}
            className={`${formClass.input} sms-code__input`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            placeholder="6 位数字"
            value={code}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={`${codeId}-status${codeError ? ` ${codeId}-error` : ''}`}
            onChange={(event) => changeCode(event.target.value)}
          />
          <button
            type="button"
            className="sms-code__send"
            onClick={() => send()}
            aria-disabled={sending || left > 0 || undefined}
            data-testid="sms-send"
          >
            {label}
          </button>
        </div>
        <p className="sms-code__status" id={`${codeId}-status`} aria-live="polite">
          {sendError
            ? `验证码发送失败：${sendError}，请重试`
            : sentHere
              ? `验证码已发送至 ${maskMobile(mobile)}，请查收短信`
              : ''}
        </p>
        {codeError && (
          <p className="sms-code__error" id={`${codeId}-error`}>
            {codeError}
          </p>
        )}
      </div>
    </div>
  );
}

import { useUnit } from 'effector-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { $codeSentAt, $sendError, $sending, RESEND_SECONDS, sendCodeClicked } from '../model/sms-send';
import './sms-send.css';

/** Seconds left before a new code may be sent, ticking while any remain. */
function useSecondsLeft(sentAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.min(RESEND_SECONDS, Math.max(0, Math.ceil((sentAt + RESEND_SECONDS * 1000 - now) / 1000)));
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return left;
}

/**
 * 获取验证码 for the account's `mobile`, then a 60 s countdown (重新发送 after it); says why when sending failed. An
 * account without a bound mobile types one first.
 */
export function SendCodeButton({ mobile: bound }: { mobile: string }) {
  const [sentAt, error, sending, send] = useUnit([$codeSentAt, $sendError, $sending, sendCodeClicked]);
  const left = useSecondsLeft(sentAt);
  const [typed, setTyped] = useState('');
  const mobileId = useId();
  const mobile = bound || typed.replace(/\D/g, '');
  return (
    <>
      {!bound && (
        <span className="sms-send__mobile">
          <label htmlFor={mobileId}>接收验证码的手机号</label>
          <input
            id={mobileId}
            inputMode="tel"
            autoComplete="tel"
            maxLength={13}
            placeholder="11 位手机号"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </span>
      )}
      <Button
        variant="secondary"
        size="s"
        loading={sending}
        disabled={left > 0 || !mobile}
        onClick={() => send({ mobile, now: Date.now() })}
      >
        {left > 0 ? `${left} 秒后重发` : sentAt ? '重新发送' : '获取验证码'}
      </Button>
      {sentAt > 0 && !error && (
        <span className="sms-send__note" role="status">
          验证码已发送至 {mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')}
        </span>
      )}
      {error && (
        <span className="sms-send__error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

import { useUnit } from 'effector-react';
import { useId } from 'react';
import { formatDuration } from '@/shared/lib/format';
import { $sleepRemaining, $sleepTimer, SLEEP_CHOICES, type SleepChoice, sleepTimerChosen } from '../model/sleep-timer';

const LABELS: Record<string, string> = {
  off: '不开启',
  end: '播完本节',
  15: '15 分钟',
  30: '30 分钟',
  60: '60 分钟',
};

/**
 * 定时关闭: a native select (big enough to tap, read by screen readers, styled by the phone) and, while a timer runs,
 * what is left of it. `compact` for the mini-player: the label is visually hidden there.
 */
export function SleepTimerControl({ compact = false }: { compact?: boolean }) {
  const [timer, remaining, choose] = useUnit([$sleepTimer, $sleepRemaining, sleepTimerChosen]);
  const id = useId();
  const value = timer.kind === 'minutes' ? String(timer.minutes) : timer.kind === 'end' ? 'end' : 'off';
  const status =
    remaining !== null
      ? `${formatDuration(remaining)} 后停止`
      : timer.kind === 'end'
        ? '本节播完停止'
        : timer.kind === 'fading'
          ? '即将停止'
          : '';
  return (
    <div className={compact ? 'wk-sleep wk-sleep--compact' : 'wk-sleep'}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'wk-sleep__label'}>
        定时关闭
      </label>
      <select
        id={id}
        className="wk-sleep__select"
        value={value}
        aria-describedby={status ? `${id}-status` : undefined}
        onChange={(event) => {
          const chosen = event.target.value;
          choose((chosen === 'off' || chosen === 'end' ? chosen : Number(chosen)) as SleepChoice);
        }}
      >
        {SLEEP_CHOICES.map((choice) => (
          <option key={choice} value={String(choice)}>
            {compact && choice === 'off' ? '定时' : LABELS[String(choice)]}
          </option>
        ))}
      </select>
      {status && (
        <span id={`${id}-status`} className="wk-sleep__status" role="timer" aria-live="off">
          {status}
        </span>
      )}
    </div>
  );
}

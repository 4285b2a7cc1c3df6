import { useUnit } from 'effector-react';
import { formatCountdown } from '../lib/format-countdown';
import { $now } from '../model/countdown';

/** Time left of a limited-time deal; ticks with the screen's one clock (mount `CountdownGate` in the list). */
export function BargainCountdown({ endTime }: { endTime: number }) {
  const now = useUnit($now);
  const text = formatCountdown(endTime, now);
  return (
    <time className="lesson-card__countdown" dateTime={new Date(endTime).toISOString()}>
      {text === '已结束' ? '特惠已结束' : `特惠${text}`}
    </time>
  );
}

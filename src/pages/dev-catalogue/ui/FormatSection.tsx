import { formatCount, formatDuration, formatMoney, formatPrice, formatRelativeTime } from '@/shared/lib/format';
import { Section } from './Section';

const MINUTE = 60_000;

function rows(now: number): [string, string][] {
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  yesterday.setHours(20, 15, 0, 0);
  return [
    ...[0, 9999, 10000, 12345, 99999, 100000, -12345, Number.NaN].map((n): [string, string] => [
      `formatCount(${n})`,
      formatCount(n),
    ]),
    ...[0, 1250, 5, -1250].map((fen): [string, string] => [`formatPrice(${fen})`, formatPrice(fen)]),
    ['formatMoney(0)', formatMoney(0)],
    ...[0, 307, 3599, 3723].map((s): [string, string] => [`formatDuration(${s})`, formatDuration(s)]),
    ['现在 − 30 秒', formatRelativeTime(now - MINUTE / 2, now)],
    ['现在 − 5 分钟', formatRelativeTime(now - 5 * MINUTE, now)],
    ['现在 − 3 小时', formatRelativeTime(now - 180 * MINUTE, now)],
    ['昨天 20:15', formatRelativeTime(yesterday, now)],
    ["'2024-03-08 09:00'", formatRelativeTime('2024-03-08 09:00', now)],
  ];
}

export function FormatSection() {
  return (
    <Section title="格式化 shared/lib/format">
      <table className="dev-catalogue__table">
        <thead>
          <tr>
            <th scope="col">输入</th>
            <th scope="col">显示</th>
          </tr>
        </thead>
        <tbody>
          {rows(Date.now()).map(([input, shown]) => (
            <tr key={input}>
              <td>{input}</td>
              <td>{shown}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

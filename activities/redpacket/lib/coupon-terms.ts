import { formatMoney } from '@/shared/lib/format';

// Expiry is a Beijing-time date whatever the phone's time zone (docs/api.md: epoch ms, time zone is display only).
const dayFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 满 ¥50.00 可用 · 2026年7月8日前有效; 无门槛 when there is no minimum spend. */
export function couponTerms(minSpend: number, expiresAt: number): string {
  const threshold = minSpend > 0 ? `满 ${formatMoney(minSpend)} 可用` : '无门槛';
  return `${threshold} · ${dayFormat.format(new Date(expiresAt))}前有效`;
}

/** The rule text arrives as lines; blank ones are dropped. */
export function ruleLines(rule: string): string[] {
  return rule
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

import { readStorage, writeStorage } from '@/shared/lib/storage';

/** localStorage: when a code was last sent for this purpose to this phone, so the countdown survives a reload. */
export const SMS_SENT_PREFIX = 'wkt:sms:';

const keyOf = (purpose: string, mobile: string) => `${SMS_SENT_PREFIX}${purpose}:${mobile}`;

export function readSentAt(purpose: string, mobile: string): number | null {
  const raw = readStorage('local', keyOf(purpose, mobile));
  const sentAt = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(sentAt) ? sentAt : null;
}

export function writeSentAt(purpose: string, mobile: string, sentAt: number): void {
  writeStorage('local', keyOf(purpose, mobile), String(sentAt));
}

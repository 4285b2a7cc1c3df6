/** 11-digit mainland mobile: 1, then 3–9, then 9 digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const CODE_PATTERN = /^\d{6}$/;
/** Spec-silent, decided here: a new code may be asked for 60 s after the last one. */
export const RESEND_SECONDS = 60;

export function mobileError(mobile: string): string | null {
  if (!mobile) return '请输入手机号';
  return MOBILE_PATTERN.test(mobile) ? null : '请输入正确的 11 位手机号';
}

export function codeError(code: string): string | null {
  if (!code) return '请输入验证码';
  return CODE_PATTERN.test(code) ? null : '验证码为 6 位数字';
}

/** Whole seconds until a resend is allowed (0: now). */
export function secondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + RESEND_SECONDS * 1000 - now) / 1000));
}

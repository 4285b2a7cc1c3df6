/** 138****8001: a phone number shown on screen is masked (anything but 11 digits is shown as it is). */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** GB 11643-1999 citizen ID: 17 digits + a check character (0–9 or X), ISO 7064 MOD 11-2. */
export function isResidentId(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return '10X98765432'[sum % 11] === id[17];
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** GB 32100-2015 unified social credit code: 18 characters (no I, O, S, V, Z), the last a MOD 31 check. */
export function isCreditCode(value: string): boolean {
  const code = value.toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = weights.reduce((total, weight, index) => total + weight * CREDIT_CHARS.indexOf(code[index] ?? ''), 0);
  return CREDIT_CHARS[(31 - (sum % 31)) % 31] === code[17];
}

/**
 * The colour scheme chosen in 设置, kept on the device. Nothing stored means 跟随系统: the style sheet then follows the
 * phone's prefers-color-scheme by itself (WeChat passes it through), so no script has to listen for its changes.
 * A stored choice is put on <html> as data-theme, by index.html's head before the first paint and by 设置 after.
 */
export const SCHEME_STORAGE_KEY = 'wkt:scheme';

export const SCHEME_CHOICES = ['system', 'light', 'dark'] as const;
export type SchemeChoice = (typeof SCHEME_CHOICES)[number];

export function parseSchemeChoice(value: string | null): SchemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function applySchemeChoice(root: Element, choice: SchemeChoice): void {
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

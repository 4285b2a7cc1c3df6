import { SCHEME_STORAGE_KEY } from '@/shared/lib/color-scheme/color-scheme';
import { readStorage } from '@/shared/lib/storage';

/**
 * The scheme chosen in 设置 on <html> before the style sheet applies, so a page never paints in the other scheme
 * first. Kept to a line: every byte here is on every landing's first screen. Anything but light or dark matches no
 * rule of the style sheet, which then follows the phone, as for 跟随系统.
 */
export function applyStoredScheme(root: HTMLElement): void {
  const choice = readStorage('local', SCHEME_STORAGE_KEY);
  if (choice) root.dataset.theme = choice;
}

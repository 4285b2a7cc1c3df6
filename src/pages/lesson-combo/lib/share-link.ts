import { hrefTo } from '@/shared/routing';

/**
 * The link a share card carries: this page, with the sharer for the promotion programme as `s` in the REAL query
 * (`/?s=2#/lesson/channel/2`), where the landing reads it like its other parameters (channel, partner). shareFx
 * strips the login token; a previous sharer's `s` gives way to the viewer's (or goes when anonymous).
 * Same rule as lesson-play's copy: move it to shared/routing once a third page needs it.
 */
export function shareLink(path: string, sharerId: number | null, current: string = window.location.href): string {
  const url = new URL(current);
  url.searchParams.delete('s');
  if (sharerId !== null) url.searchParams.set('s', String(sharerId));
  url.hash = hrefTo(path);
  return url.href;
}

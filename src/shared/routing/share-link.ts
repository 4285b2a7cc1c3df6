import { hrefTo } from './location';

/**
 * The link a share card carries: this page, with the sharer for the promotion programme as `s` in the REAL query
 * (`/?s=2#/lesson/play/12`), where the landing reads it like the other landing parameters (channel, partner).
 * shareFx strips the login token; a previous sharer's `s` is replaced by the viewer's (or dropped when anonymous).
 */
export function shareLink(path: string, sharerId: number | null, current: string = window.location.href): string {
  const url = new URL(current);
  url.searchParams.delete('s');
  if (sharerId !== null) url.searchParams.set('s', String(sharerId));
  url.hash = hrefTo(path);
  return url.href;
}

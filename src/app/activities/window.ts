import type { ActivityManifest } from '@/shared/activity';

export type WindowState = 'open' | 'upcoming' | 'ended';

/** Where `now` falls in a campaign's optional time window. */
export function windowState(manifest: Pick<ActivityManifest, 'startsAt' | 'endsAt'>, now: number): WindowState {
  if (manifest.startsAt && now < Date.parse(manifest.startsAt)) return 'upcoming';
  if (manifest.endsAt && now >= Date.parse(manifest.endsAt)) return 'ended';
  return 'open';
}

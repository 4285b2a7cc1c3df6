import { createEffect, sample } from 'effector';
import { landingParamsReceived } from '@/shared/api';
import { appStarted } from './app-started';

/**
 * The landing link's channel and promoter (`s`, the sharer for the promotion programme; `partner_id`), kept for the
 * session and sent with every request and login redirect (spec §7). Absent ones keep what the session had.
 */
export function readLandingParams(search: string): {
  channel: string | null;
  shareSource: string | null;
  partnerId: string | null;
} {
  const query = new URLSearchParams(search);
  return {
    channel: query.get('channel_id') || query.get('channelId') || query.get('channel'),
    shareSource: query.get('s'),
    partnerId: query.get('partner_id'),
  };
}

export const readLandingFx = createEffect(() => readLandingParams(window.location.search));

sample({ clock: appStarted, target: readLandingFx });
sample({ clock: readLandingFx.doneData, target: landingParamsReceived });

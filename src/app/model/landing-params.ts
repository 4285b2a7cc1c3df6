/**
 * The landing link's channel and promoter as its query carries them (spec §7). Free of the app's state, so the page's
 * inline early script (src/app/early) reads them as the app does.
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

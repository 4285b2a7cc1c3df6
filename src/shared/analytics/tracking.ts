import { createEffect, createEvent, sample } from 'effector';
import { $channel, $shareSource, withoutToken } from '@/shared/api';
import { PAGE_VIEW_ACTION } from './constants';
import { sendPvuvFx } from './pvuv';
import { buildStatEvent, type TrackEventInput } from './stat-event';
import { visitorGuid } from './visitor-guid';

/** An interaction worth counting (action code and what/where); sent as a statistics event. */
export const trackEvent = createEvent<TrackEventInput>();
/** A route was shown; the full path (with its query) becomes the content of a page-view event. */
export const trackPageView = createEvent<string>();

type Delivery = { input: TrackEventInput; channel: string; shareSource: string };

/**
 * Builds and sends one event. Its failure is deliberately left unhandled: a lost statistic must never break a
 * page, and the request is silent, so nothing is shown either.
 */
const deliverEventFx = createEffect(({ input, channel, shareSource }: Delivery) => {
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const event = buildStatEvent(input, { guid: visitorGuid(), channel, shareSource, userAgent });
  return sendPvuvFx({ jsonData: JSON.stringify(event) });
});

sample({
  clock: trackPageView,
  // Paths never should carry the token; stripping it here keeps one that slipped through out of the statistics.
  fn: (path): TrackEventInput => ({ action: PAGE_VIEW_ACTION, content: withoutToken(path) }),
  target: trackEvent,
});

sample({
  clock: trackEvent,
  source: { channel: $channel, shareSource: $shareSource },
  fn: ({ channel, shareSource }, input): Delivery => ({ input, channel, shareSource }),
  target: deliverEventFx,
});

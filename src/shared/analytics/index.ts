export { BUSINESS_CODE, PAGE_VIEW_ACTION } from './constants';
export type { StatEvent, TrackEventInput } from './stat-event';
export { trackEvent, trackPageView } from './tracking';

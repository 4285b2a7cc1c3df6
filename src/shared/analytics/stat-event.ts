import { BUSINESS_CODE, DEFAULT_DIS_ID, TERMINAL } from './constants';

/** The statistics event of spec §3, exactly these fields. */
export type StatEvent = {
  action: number;
  business: number;
  content: string;
  contentLocation: string;
  event: string;
  guid: string;
  source: string;
  system: 'ios' | 'android' | 'other';
  terminal: string;
  disId: number;
};

/** What a caller says about the event; the rest comes from the visitor and the session. */
export type TrackEventInput = { action: number; content?: string; contentLocation?: string; event?: string };

export type StatContext = { guid: string; channel: string; shareSource: string; userAgent: string };

export function systemOf(userAgent: string): StatEvent['system'] {
  if (/\b(iPhone|iPad|iPod)\b/i.test(userAgent)) return 'ios';
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  return 'other';
}

/** The channel id from the session as a number; 1 when there is none (spec §9). */
export function disIdOf(channel: string): number {
  const value = Number(channel);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_DIS_ID;
}

export function buildStatEvent(input: TrackEventInput, context: StatContext): StatEvent {
  return {
    action: input.action,
    business: BUSINESS_CODE,
    content: input.content ?? '',
    contentLocation: input.contentLocation ?? '',
    event: input.event ?? '',
    guid: context.guid,
    // The promoter who shared the landing link (the `s` parameter), '' for direct visits.
    source: context.shareSource,
    system: systemOf(context.userAgent),
    terminal: TERMINAL,
    disId: disIdOf(context.channel),
  };
}

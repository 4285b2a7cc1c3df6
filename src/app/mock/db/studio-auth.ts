import type { MockDb, UserRecord } from './types';

/**
 * State of the studio's join / real-name / profile calls (docs/api.md "Studio: join, real-name, profile"), kept
 * beside the core store and reset with it (handlers/studio-auth.ts registers the reset).
 */
export type SmsRecord = { code: string; sentAt: number };
export type AuthApplication = {
  authType: 1 | 2;
  realName: string;
  idNumber: string;
  mobile: string;
  frontImg: string;
  backImg: string;
  licenseImg: string;
  submitTime: number;
  rejectReason: string;
};
export type StudioProfile = { avatar: string; intro: string };
export type StudioAuthState = {
  sms: Map<string, SmsRecord>;
  applications: Map<number, AuthApplication>;
  /** Users whose applications wait for /__mock/review (default: a correct application passes at once). */
  held: Set<number>;
  studioProfiles: Map<number, StudioProfile>;
  /** Join applications (name, field…), by user: what the platform would read. */
  joins: Map<number, { name: string; mobile: string; field: string; intro: string; time: number }>;
};

export const createStudioAuthState = (): StudioAuthState => ({
  sms: new Map(),
  applications: new Map(),
  held: new Set(),
  studioProfiles: new Map(),
  joins: new Map(),
});

/** A verified lecturer needs a studio (lesson management checks it): one is opened on approval if missing. */
export function ensureStudio(db: MockDb, user: UserRecord, name?: string): number {
  if (user.studioId) return user.studioId;
  const studioId = Math.max(0, ...db.studios.map((studio) => studio.studioId)) + 1;
  db.studios.push({ studioId, studioName: name || `${user.nickName}的直播间`, ownerId: user.id, studioState: 1 });
  user.studioId = studioId;
  return studioId;
}

export function approve(db: MockDb, user: UserRecord, state: StudioAuthState): void {
  user.realNameAuth = 2;
  const application = state.applications.get(user.id);
  if (application) application.rejectReason = '';
  if (application && !user.mobile) user.mobile = application.mobile;
  ensureStudio(db, user, application?.authType === 2 ? application.realName : undefined);
}

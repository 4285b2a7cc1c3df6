import * as z from 'zod/mini';
import { createRequestFx, noData, numberOr, text } from '@/shared/api';

/**
 * Designed calls (docs/api.md "Studio: join, real-name, profile"); the spec has no path for them. Every field is
 * optional with a default: a screen without one degrades (no reason shown, an empty form) instead of failing.
 */
export const authInfoSchema = z.object({
  realNameAuth: numberOr(-1),
  authType: numberOr(1),
  realName: text,
  idNumber: text,
  mobile: text,
  frontImg: text,
  backImg: text,
  licenseImg: text,
  rejectReason: text,
  submitTime: numberOr(null),
});
export type AuthInfo = z.output<typeof authInfoSchema>;

export const getAuthInfoFx = createRequestFx<void, typeof authInfoSchema>({
  path: '/api/ls/studio/authInfo',
  schema: authInfoSchema,
});

export type RealNameRequest = {
  authType: 1 | 2;
  realName: string;
  idNumber: string;
  mobile: string;
  smsCode: string;
  frontImg: string;
  backImg: string;
  licenseImg: string;
};

/** Answers the application as stored (realNameAuth 0 pending, or 2 when the review passed at once). */
export const submitRealNameFx = createRequestFx<RealNameRequest, typeof authInfoSchema>({
  method: 'POST',
  path: '/api/ls/studio/realNameAuth',
  schema: authInfoSchema,
});

export type JoinRequest = { name: string; mobile: string; smsCode: string; field: string; intro: string; agreed: 1 };

export const joinApplyFx = createRequestFx<JoinRequest, typeof noData>({
  method: 'POST',
  path: '/api/ls/studio/joinApply',
  schema: noData,
});

export const studioInfoSchema = z.object({
  studioId: numberOr(0),
  studioName: text,
  studioAvatar: text,
  intro: text,
});
export type StudioInfo = z.output<typeof studioInfoSchema>;

export const getStudioInfoFx = createRequestFx<void, typeof studioInfoSchema>({
  path: '/api/ls/studio/info',
  schema: studioInfoSchema,
});

export const saveStudioInfoFx = createRequestFx<
  { studioName: string; studioAvatar: string; intro: string },
  typeof studioInfoSchema
>({
  method: 'POST',
  path: '/api/ls/studio/saveInfo',
  schema: studioInfoSchema,
});

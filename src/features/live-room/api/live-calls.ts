import * as z from 'zod/mini';
import { createRequestFx, flagOr, listOf, numberOr, text } from '@/shared/api';

/**
 * The live room's HTTP calls, designed here (docs/api.md "Live room socket"): the spec names setting/userSay (mute
 * management) and isSetLessonWarn but shows no call for either.
 */
const speakerSchema = z.object({
  userId: z.number(),
  userNickName: text,
  userHeadImg: text,
  muteTime: numberOr(0),
  lastTime: numberOr(0),
});
export type Speaker = z.output<typeof speakerSchema>;
const speakersSchema = z.object({ list: listOf(speakerSchema) });

/** The lecturer's muted listeners, newest first. */
export const mutedListFx = createRequestFx<void, typeof speakersSchema>({
  path: '/api/ls/studio/userSay/list',
  schema: speakersSchema,
});
/** Listeners who spoke lately in the lecturer's rooms (to mute from). */
export const recentSpeakersFx = createRequestFx<void, typeof speakersSchema>({
  path: '/api/ls/studio/userSay/recent',
  schema: speakersSchema,
});
const muteSchema = z.object({ userId: numberOr(0), isMute: flagOr(0) });
export const setMuteFx = createRequestFx<{ userId: number; isMute: 0 | 1 }, typeof muteSchema>({
  method: 'POST',
  path: '/api/ls/studio/userSay/mute',
  schema: muteSchema,
});
const warnSchema = z.object({ isSetLessonWarn: flagOr(1) });
/** 设置提醒 for a live lesson not started (isSetLessonWarn of spec §3 Live room). */
export const setLessonWarnFx = createRequestFx<{ lessonId: number; isSetLessonWarn: 0 | 1 }, typeof warnSchema>({
  path: '/api/ls/lesson/setLessonWarn',
  schema: warnSchema,
});

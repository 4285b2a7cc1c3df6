import { createEffect } from 'effector';
import * as z from 'zod/mini';
import { type ApiError, createRequestFx, epochTime, fenOr, flag, flagOr, numberOr, numeric, text } from '@/shared/api';
import { LIVE_ROOM_DETAIL_PATH } from './live-room-call';

/**
 * `/api/ls/lesson/findStudioRoomDetail`, the lesson page and the live room.
 * Spec §7 guarantees `lecturerId` and `isBought` ("returns data (lecturerId, isBought)"): the only required fields,
 * and all live-room entry decides on (spec §4). Spec §3 "Live room" names cateId, isSetLessonWarn, isStudy,
 * lessonBeginTime, lessonCoverUrl, lessonName, lessonTimeTerm, lessonUrl, lessonPlayType, lessonType, studioName,
 * studioState (default 1), summary. Designed here (docs/api.md): lessonId, studioId (both taken from the request
 * when missing), price (null when missing: the page says 价格暂不可用 and sells nothing), originalPrice, markType,
 * groupId, lecturerName, learnNum, isCollected, tryUrl, content, lecturerAvatar, commentNum, prevId, nextId, learnPosition (the player's).
 */
export const liveRoomDetailSchema = z.object({
  lecturerId: numeric,
  isBought: flag,
  lessonId: numberOr(0),
  lessonName: text,
  lessonCoverUrl: text,
  summary: text,
  /** 1 audio, 2 video. */
  lessonType: numberOr(1),
  /** 1 live (has `lessonBeginTime`), 2 recorded. */
  lessonPlayType: numberOr(2),
  lessonBeginTime: epochTime,
  /** Seconds; 0 when unknown. */
  lessonTimeTerm: numberOr(0),
  /** Fen; null when the answer has none. */
  price: fenOr(null),
  originalPrice: fenOr(null),
  markType: numberOr(1),
  cateId: numberOr(0),
  groupId: numberOr(0),
  studioId: numberOr(0),
  studioName: text,
  lecturerName: text,
  learnNum: numberOr(0),
  isCollected: flagOr(0),
  isSetLessonWarn: flagOr(0),
  isStudy: flagOr(0),
  /** Empty unless bought or free. */
  lessonUrl: text,
  tryUrl: text,
  /** HTML from the lecturer's editor. */
  content: text,
  studioState: numberOr(1),
  lecturerAvatar: text,
  commentNum: numberOr(0),
  /** The lessons before and after this one (its column's order), 0 when none: the player's prev/next. */
  prevId: numberOr(0),
  nextId: numberOr(0),
  /** Seconds into the recording where the viewer last stopped (sent by addRecentLearn), null when unknown. */
  learnPosition: numberOr(null),
});
export type LiveRoomDetail = z.output<typeof liveRoomDetailSchema>;
type LiveRoomParams = { lessonId: number; studioId?: number };

const requestLiveRoomDetailFx = createRequestFx<LiveRoomParams, typeof liveRoomDetailSchema>({
  path: LIVE_ROOM_DETAIL_PATH,
  schema: liveRoomDetailSchema,
});

/** The detail of the lesson asked for: an answer without its ids (spec §7 promises none) gets the request's. */
export const getLiveRoomDetailFx = createEffect<LiveRoomParams, LiveRoomDetail, ApiError>(async (params) => {
  const detail = await requestLiveRoomDetailFx(params);
  return {
    ...detail,
    lessonId: detail.lessonId || params.lessonId,
    studioId: detail.studioId || (params.studioId ?? 0),
  };
});

import { intParam, textParam } from '../kit/params';
import type { Flag, LessonRecord } from './types';

/** Fields of spec §3's "Lesson draft" the form sent; absent fields stay as they are on update. */
export type LessonDraft = Partial<Omit<LessonRecord, 'lessonId' | 'studioId' | 'learnNum' | 'createTime'>>;

const asFlag = (value: number): Flag => (value === 1 ? 1 : 0);

export function readLessonDraft(params: URLSearchParams): LessonDraft {
  const draft: LessonDraft = {};
  const text = (name: string) => (params.has(name) ? textParam(params, name) : undefined);
  const int = (name: string) => intParam(params, name) ?? undefined;
  const set = <K extends keyof LessonDraft>(key: K, value: LessonDraft[K] | undefined) => {
    if (value !== undefined) draft[key] = value;
  };
  set('lessonName', text('lessonName'));
  set('summary', text('summary'));
  set('content', text('content'));
  set('lessonCoverUrl', text('cover') || undefined);
  set('showCover', text('showCover') || undefined);
  set('groupId', int('groupId'));
  set('cateId', int('cateId'));
  set('price', int('price'));
  const lessonType = int('lessonType');
  if (lessonType !== undefined) draft.lessonType = lessonType === 2 ? 2 : 1;
  if (params.has('lessonBeginTime')) draft.lessonBeginTime = intParam(params, 'lessonBeginTime') || null;
  const playType = int('lessonPlayType');
  if (playType === 1 || playType === 2) draft.lessonPlayType = playType;
  // The draft has no play type: a begin time is what makes a lesson live.
  else if (draft.lessonBeginTime !== undefined) draft.lessonPlayType = draft.lessonBeginTime ? 1 : 2;
  set('canDistribut', int('canDistribut'));
  set('distributRate', int('distributRate'));
  for (const key of ['isDispense', 'isExclusive', 'vip', 'isDisplaySingle'] as const) {
    const value = int(key);
    if (value !== undefined) draft[key] = asFlag(value);
  }
  const courseware = params.getAll('coursewarList[]');
  if (courseware.length) draft.coursewarList = courseware;
  return draft;
}

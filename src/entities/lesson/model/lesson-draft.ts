/**
 * A lesson being edited by its lecturer (spec §3 "Lesson draft"): the body of `POST /api/ls/lesson/save`.
 * `lessonId` absent means "create". Money in fen, times in epoch ms.
 */
export type LessonDraft = {
  lessonId?: number;
  lessonName: string;
  lessonType: 1 | 2;
  /** Live lessons start at this time; null for recorded ones. */
  lessonBeginTime: number | null;
  /** Column it belongs to, 0 if none. */
  cateId: number;
  groupId: number;
  groupName: string;
  price: number;
  vip: number;
  summary: string;
  /** HTML from the editor. */
  content: string;
  cover: string;
  showCover: string;
  coursewarType: number;
  coursewarContentUrl: string;
  coursewarContentSliceUrl: string;
  coursewarList: string[];
  /** 2 by default (spec §9). */
  canDistribut: number;
  distributRate: number;
  isDispense: 0 | 1;
  isExclusive: 0 | 1;
  /** Also listed as a single lesson when it belongs to a column; 1 by default. */
  isDisplaySingle: 0 | 1;
};

/** A new draft with the defaults of spec §3/§9 (canDistribut 2, isDispense 1, isExclusive 0). */
export function createLessonDraft(fields: Partial<LessonDraft> = {}): LessonDraft {
  return {
    lessonName: '',
    lessonType: 1,
    lessonBeginTime: null,
    cateId: 0,
    groupId: 0,
    groupName: '',
    price: 0,
    vip: 0,
    summary: '',
    content: '',
    cover: '',
    showCover: '',
    coursewarType: 0,
    coursewarContentUrl: '',
    coursewarContentSliceUrl: '',
    coursewarList: [],
    canDistribut: 2,
    distributRate: 0,
    isDispense: 1,
    isExclusive: 0,
    isDisplaySingle: 1,
    ...fields,
  };
}

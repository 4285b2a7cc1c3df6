export {
  type ColumnSave,
  getOwnColumnFx,
  getOwnColumnsFx,
  type OwnColumn,
  type OwnColumnRow,
  saveColumnFx,
} from './api/own-column';
export {
  getOwnLessonFx,
  getOwnLessonsFx,
  LESSON_STATE_LABEL,
  type LessonState,
  type OwnLesson,
  type OwnLessonRow,
  type OwnLessonSave,
  saveCoursewareFx,
  saveOwnLessonFx,
  setLessonStateFx,
} from './api/own-lesson';
export { uploadMediaFileFx } from './api/upload';

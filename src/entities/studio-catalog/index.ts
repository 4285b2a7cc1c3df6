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
  type LessonState,
  type OwnLesson,
  type OwnLessonRow,
  type OwnLessonSave,
  saveCoursewareFx,
  saveOwnLessonFx,
  setLessonStateFx,
} from './api/own-lesson';
export { uploadMediaFileFx } from './api/upload';

export { type LessonState, lessonStateOr } from '../api/own-lesson';

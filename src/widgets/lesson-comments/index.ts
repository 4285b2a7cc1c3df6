export { LessonComments } from './ui/LessonComments';

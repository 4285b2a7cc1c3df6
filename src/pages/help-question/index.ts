export { helpQuestionRoute } from './config/route';

export { getPaperFx, type Paper, type PaperResult, type Question } from './api/paper';

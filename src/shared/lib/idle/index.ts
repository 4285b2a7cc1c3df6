export { nextTask, whenIdle } from './idle';

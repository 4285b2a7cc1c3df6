export { whenIdle } from './idle';

export { createGuid, isGuid, type RandomFill } from './guid';

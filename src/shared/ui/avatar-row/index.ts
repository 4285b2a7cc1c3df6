export { AvatarRow } from './AvatarRow';

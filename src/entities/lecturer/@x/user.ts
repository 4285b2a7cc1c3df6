export { getLecturerProfileFx, type LecturerProfile } from '../api/profile';

export { getUserInfoFx, type Userinfo, userinfoSchema } from './api/user';
export { refreshLecturerProfileFx } from './model/profile-refresh';
export { $user, $userLoading } from './model/user';
export {
  $lecturerProfile,
  $lecturerProfileError,
  $viewerError,
  $viewerRoles,
  $viewerStatus,
  loadViewerFx,
  type ViewerRoles,
  type ViewerStatus,
  viewerRequested,
} from './model/viewer';

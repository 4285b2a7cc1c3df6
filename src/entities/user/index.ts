export { getUserInfoFx, type Userinfo, userinfoSchema } from './api/user';
export { $user, $userLoading } from './model/user';
export {
  $lecturerProfile,
  $viewerRoles,
  $viewerStatus,
  loadViewerFx,
  type ViewerRoles,
  type ViewerStatus,
  viewerRequested,
} from './model/viewer';

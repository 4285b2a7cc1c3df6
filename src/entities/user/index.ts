export { getUserInfoFx, type Userinfo, userinfoSchema } from './api/user';
export { maskMobile } from './lib/mask-mobile';
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
export {
  type ProfileFacts,
  ProfileLink,
  ProfileLinks,
  ProfileList,
  ProfileNote,
  ProfileRow,
} from './ui/ProfileList';

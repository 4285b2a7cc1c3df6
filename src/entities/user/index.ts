export { getUserInfoFx, type Userinfo, userinfoSchema } from './api/user';
export { $user, $userLoading, userRequested } from './model/user';

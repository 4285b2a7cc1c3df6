import { createStore } from 'effector';
import { tokenCleared } from '@/shared/api';
import { getUserInfoFx, type Userinfo } from '../api/user';

export const $user = createStore<Userinfo | null>(null)
  .on(getUserInfoFx.doneData, (_, user) => user)
  .reset(tokenCleared);
export const $userLoading = getUserInfoFx.pending;

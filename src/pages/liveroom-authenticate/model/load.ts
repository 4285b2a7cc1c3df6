import { attach, sample } from 'effector';
import { getAuthInfoFx } from '@/entities/lecturer';
import { refreshLecturerProfileFx } from '@/entities/user';
import { createPageResource } from '@/shared/model';
import type { AuthType } from '../lib/validate';

/**
 * The application's state, per tab (`type` 1 个人, 2 机构): switching tabs loads again, and an answer for the tab
 * left behind is dropped.
 */
export const authInfo = createPageResource(
  attach({ effect: getAuthInfoFx, mapParams: (_type: AuthType) => undefined }),
);
export const authRetried = authInfo.retried;
/**
 * 刷新审核状态 on the pending screen: read from the server again in the background. The status stays on screen (the
 * button shows it is asking) until the answer replaces it; a failed read leaves it and says why (AuthStatus).
 */
export const statusRefreshed = authInfo.refreshed;
export const $authType = authInfo.$params.map((params): AuthType => params?.value ?? 1);

/** Gating (the lecturer's menus) reads the verified state without a reload. */
export const refreshProfileFx = attach({ effect: refreshLecturerProfileFx });
sample({ clock: authInfo.loadFx.doneData, filter: (info) => info.realNameAuth === 2, target: refreshProfileFx });

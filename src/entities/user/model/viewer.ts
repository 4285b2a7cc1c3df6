import { attach, combine, createEvent, createStore, sample } from 'effector';
import { getLecturerProfileFx, type LecturerProfile } from '@/entities/lecturer/@x/user';
import { $token, type ApiError, tokenCleared } from '@/shared/api';
import type { ViewerRoles } from '@/shared/routing';
import { showToast } from '@/shared/ui/toast';
import { getUserInfoFx, type Userinfo } from '../api/user';
import { $user } from './user';

/**
 * The viewer: who is using the app (user info) and, when logged in, their lecturer profile, loaded once at start
 * (after a login the browser comes back with a new page load, so that is "refreshed after login" too).
 * - ready: known — logged in, or anonymous (no token, or the token was refused with 1000/1001);
 * - failed: the user info could not be loaded (network, server): nothing can be decided, the shell offers a retry.
 */
export type ViewerStatus = 'idle' | 'loading' | 'ready' | 'failed';

export const viewerRequested = createEvent();

type Loaded = { user: Userinfo | null; profile: LecturerProfile | null; profileError: ApiError | null };

export const loadViewerFx = attach({
  source: $token,
  effect: async (token): Promise<Loaded> => {
    if (!token) return { user: null, profile: null, profileError: null };
    // Both calls start before the first await, so they run in the caller's scope.
    const [user, profile] = await Promise.allSettled([getUserInfoFx(), getLecturerProfileFx()]);
    if (user.status === 'rejected') {
      const error = user.reason as ApiError;
      if (error.kind === 'session') return { user: null, profile: null, profileError: null };
      throw error;
    }
    return profile.status === 'fulfilled'
      ? { user: user.value, profile: profile.value, profileError: null }
      : { user: user.value, profile: null, profileError: profile.reason as ApiError };
  },
});

export const $viewerStatus = createStore<ViewerStatus>('idle')
  .on(loadViewerFx, () => 'loading')
  .on(loadViewerFx.done, () => 'ready')
  .on(loadViewerFx.fail, () => 'failed');
/** Why the viewer could not be loaded (status failed): the shell's error screen says it. */
export const $viewerError = createStore<unknown>(null)
  .on(loadViewerFx.failData, (_, error) => error)
  .reset(loadViewerFx.done);

export const $lecturerProfile = createStore<LecturerProfile | null>(null)
  .on(loadViewerFx.doneData, (_, loaded) => loaded.profile)
  .reset(tokenCleared);

/**
 * Why the lecturer profile could not be read (network, timeout, server error, wrong shape) while the user info
 * could: lecturer pages cannot be decided without it, and say why with 重试 (which loads the viewer again) instead
 * of sending a lecturer away as if they were not one. A business answer (code ≠ 1) is the server's word: its
 * message is shown (spec §8) and the viewer counts as no lecturer.
 */
export const $lecturerProfileError = createStore<ApiError | null>(null)
  .on(loadViewerFx.doneData, (_, loaded) =>
    loaded.profileError && loaded.profileError.kind !== 'business' ? loaded.profileError : null,
  )
  .reset(tokenCleared);

export type { ViewerRoles };

/** What the guards and pages ask about the viewer. */
export const $viewerRoles = combine(
  $user,
  $lecturerProfile,
  (user, profile): ViewerRoles => ({
    userId: user?.id ?? null,
    hasProfile: Boolean(user?.nickName),
    hasOpenId: Boolean(user?.openId),
    thirdAuthType: user?.thirdAuthType ?? 'NONE',
    isLecturer: profile?.isLecturer === 1,
    isRealNameVerified: profile?.realNameAuth === 2,
  }),
);

sample({ clock: viewerRequested, target: loadViewerFx });

// Spec §8: a lecturer-info answer with a code other than 1 shows the server's message.
sample({
  clock: loadViewerFx.doneData,
  filter: (loaded) => loaded.profileError?.kind === 'business',
  fn: (loaded) => ({ message: loaded.profileError?.message ?? '', type: 'fail' as const }),
  target: showToast,
});

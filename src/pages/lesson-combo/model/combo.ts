import { attach, createEvent, createStore, sample } from 'effector';
import { type ComboDetail, getComboDetailFx } from '@/entities/combo';
import { $viewerRoles } from '@/entities/user';
import { isApiError } from '@/shared/api';

import { shareComboFx } from './share';

export type LoadState = 'loading' | 'ready' | 'notFound' | 'failed';

export const comboPageOpened = createEvent<{ cateId: number }>();
export const comboRetried = createEvent();
/** The combo is known to have changed (bought): load it again without the skeleton. */
export const comboRefreshed = createEvent();

export const loadComboFx = attach({ effect: getComboDetailFx });

export const $cateId = createStore<number | null>(null).on(comboPageOpened, (_, { cateId }) => cateId);
export const $combo = createStore<ComboDetail | null>(null)
  .on(loadComboFx.done, (current, { params, result }) => (params.cateId === result.cateId ? result : current))
  .reset(comboPageOpened);

export const $loadState = createStore<LoadState>('loading')
  .on([comboPageOpened, comboRetried], () => 'loading')
  .on(loadComboFx.done, () => 'ready')
  // code 2: 专栏不存在; anything else may pass on a retry. A failed refresh keeps the page as it was.
  .on(loadComboFx.failData, (state, error) => {
    if (isApiError(error) && error.kind === 'business' && error.code === 2) return 'notFound';
    return state === 'ready' ? state : 'failed';
  });

/** Why the page could not load, for its error view to say (the server's msg, 请求超时…). */
export const $loadError = createStore<unknown>(null)
  .on(loadComboFx.failData, (_, error) => error)
  .reset([comboPageOpened, comboRetried]);

sample({ clock: comboPageOpened, target: loadComboFx });
sample({
  clock: [comboRetried, comboRefreshed],
  source: $cateId,
  filter: (cateId) => cateId !== null,
  fn: (cateId) => ({ cateId: cateId ?? 0 }),
  target: loadComboFx,
});

// Each page sets its own WeChat card (route meta share: true); the viewer is the sharer.
sample({
  clock: loadComboFx.doneData,
  source: $viewerRoles,
  fn: (roles, combo) => ({ combo, sharerId: roles.userId }),
  target: shareComboFx,
});

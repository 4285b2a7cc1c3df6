import { attach, createEffect, createEvent, sample } from 'effector';
import { getSlideTargetsFx, type SlideLinkType, type SlideTarget } from '@/entities/studio';
import { hasMorePages } from '@/shared/api';
import { linkToMine, navigateTo } from '@/shared/routing';
import { createInfiniteList, type InfiniteListRequest } from '@/shared/ui/infinite-list';
import { goBack } from '@/shared/ui/page-header';
import { $formKey, targetChosen } from './slide-form';

export const TARGETS_PAGE_SIZE = 20;

export const loadTargetsFx = attach({ effect: getSlideTargetsFx });
export const fetchTargetsPageFx = createEffect(
  async ({ page, params }: InfiniteListRequest<{ linkType: SlideLinkType }>) => {
    const answer = await loadTargetsFx({ linkType: params.linkType, pageNo: page, pageSize: TARGETS_PAGE_SIZE });
    return { items: answer.list, hasMore: hasMorePages(answer) };
  },
);

/** The studio's lessons (linkType 1) or columns (2) a slide can open. */
export const slideTargets = createInfiniteList<SlideTarget, { linkType: SlideLinkType }>({
  key: 'slide-targets',
  fetchPageFx: fetchTargetsPageFx,
});

export const targetPicked = createEvent<{ linkType: SlideLinkType; target: SlideTarget }>();

/** Back to the form the picker was opened from; opened on its own, on to a new slide's form. */
export const leavePickerFx = createEffect((toForm: boolean) =>
  toForm ? goBack() : navigateTo(linkToMine('slide-add'), { replace: true }),
);

const picked = sample({
  clock: targetPicked,
  source: $formKey,
  fn: (key, { linkType, target }) => ({
    fromForm: key !== '',
    choice: { linkType, linkId: target.id, linkName: target.name },
  }),
});
sample({ clock: picked, fn: ({ choice }) => choice, target: targetChosen });
sample({ clock: picked, fn: ({ fromForm }) => fromForm, target: leavePickerFx });

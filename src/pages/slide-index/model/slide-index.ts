import { attach, createEvent, createStore, sample } from 'effector';
import { deleteSlideFx, getMySlidesFx, type Slide, sortSlidesFx } from '@/entities/studio';
import { errorMessage } from '@/shared/api';
import { createPageResource } from '@/shared/model';
import { confirmFx } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { moveItem } from '../lib/move';

/** The mock's limit (docs/api.md): the add entry says so instead of failing on save. */
export const MAX_SLIDES = 5;

/** The slides as the server has them; `$slides` is what the list shows while they are moved and deleted. */
export const slideIndex = createPageResource(getMySlidesFx);
export const moveClicked = createEvent<{ slideId: number; by: -1 | 1 }>();
export const deleteClicked = createEvent<Slide>();

export const saveOrderFx = attach({ effect: sortSlidesFx });
export const removeSlideFx = attach({ effect: deleteSlideFx });
export const confirmDeleteFx = attach({
  effect: confirmFx,
  mapParams: (slide: Slide) => ({
    title: '删除轮播图',
    message: `删除后「${slide.title}」不再出现在直播间主页。`,
    okText: '删除',
  }),
});

export const $slides = createStore<Slide[]>([]).on(slideIndex.$data, (_, slides) => slides ?? []);
export const $busy = createStore(false)
  .on([saveOrderFx, removeSlideFx], () => true)
  .on([saveOrderFx.finally, removeSlideFx.finally], () => false);
const $beforeMove = createStore<Slide[]>([]);

// The new order shows at once; the server's refusal puts the old one back. One change at a time.
const moved = sample({
  clock: moveClicked,
  source: { slides: $slides, busy: $busy },
  filter: ({ slides, busy }, { slideId, by }) => {
    const index = slides.findIndex((slide) => slide.slideId === slideId);
    return !busy && index >= 0 && index + by >= 0 && index + by < slides.length;
  },
  fn: ({ slides }, { slideId, by }) => ({
    before: slides,
    after: moveItem(
      slides,
      slides.findIndex((slide) => slide.slideId === slideId),
      by,
    ),
  }),
});
sample({ clock: moved, fn: ({ before }) => before, target: $beforeMove });
sample({ clock: moved, fn: ({ after }) => after, target: $slides });
sample({
  clock: moved,
  fn: ({ after }) => ({ slideIds: after.map((slide) => slide.slideId) }),
  target: saveOrderFx,
});
sample({ clock: saveOrderFx.fail, source: $beforeMove, target: $slides });

sample({
  clock: deleteClicked,
  source: $busy,
  filter: (busy) => !busy,
  fn: (_, slide) => slide,
  target: confirmDeleteFx,
});
sample({
  clock: confirmDeleteFx.done,
  filter: ({ result }) => result,
  fn: ({ params }) => ({ slideId: params.slideId }),
  target: removeSlideFx,
});
$slides.on(removeSlideFx.done, (slides, { params }) => slides.filter((slide) => slide.slideId !== params.slideId));

sample({
  clock: removeSlideFx.done,
  fn: () => ({ message: '已删除', type: 'success' as const }),
  target: showToast,
});
sample({
  clock: [saveOrderFx.failData, removeSlideFx.failData],
  fn: (error) => ({ message: errorMessage(error), type: 'fail' as const }),
  target: showToast,
});

import { createEffect } from 'effector';
import { getComboDetailFx } from '@/entities/combo';
import { getLiveRoomDetailFx } from '@/entities/lesson';
import { createComboOrderFx, createLessonOrderFx } from '@/entities/order';
import type { GoodsKind, GoodsRef } from '../lib/open-query';

/** What the pay page shows of any goods. `price` null: the answer has none (then nothing is sold). */
export type GoodsSummary = GoodsRef & { name: string; cover: string; price: number | null; isBought: boolean };

export const KIND_LABELS: Record<GoodsKind, string> = { lesson: '课程', channel: '专栏', package: '系列课' };

/** The goods from their own detail call (also the server's word on "bought"). */
export const fetchGoodsFx = createEffect(async (ref: GoodsRef): Promise<GoodsSummary> => {
  if (ref.kind === 'lesson') {
    const lesson = await getLiveRoomDetailFx({ lessonId: ref.id });
    const { lessonName, lessonCoverUrl, price, isBought } = lesson;
    return { ...ref, name: lessonName, cover: lessonCoverUrl, price, isBought: isBought === 1 };
  }
  const combo = await getComboDetailFx({ cateId: ref.id });
  return { ...ref, name: combo.cateName, cover: combo.cover, price: combo.price, isBought: combo.isBought === 1 };
});

/** Opens the order with the goods' own call. */
export const orderGoodsFx = createEffect((ref: GoodsRef) =>
  ref.kind === 'lesson' ? createLessonOrderFx({ lessonId: ref.id }) : createComboOrderFx({ cateId: ref.id }),
);

export const checkBoughtFx = createEffect(async (ref: GoodsRef) => (await fetchGoodsFx(ref)).isBought);

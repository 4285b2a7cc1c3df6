import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { HOME_PATH, navigateTo } from '@/shared/routing';
import { Placeholder } from '@/shared/ui/placeholder';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import type { LoadState } from '../model/create-goods-detail';

/** What the view needs of a goods detail (createGoodsDetail's result). */
export type GoodsDetailViewModel<Detail> = {
  $detail: Store<Detail | null>;
  $loadState: Store<LoadState>;
  $loadError: Store<unknown>;
  retried: EventCallable<void>;
  detailIdOf: (detail: Detail) => number;
};

/**
 * The goods the route names and their state. Until the model hears of this id (the page's effect), the stores still
 * hold the goods opened last: those read as loading, so the first render shows the skeleton, never other goods.
 */
export function useShownDetail<Detail>(model: GoodsDetailViewModel<Detail>, id: number) {
  const [detail, loadState] = useUnit([model.$detail, model.$loadState]);
  const other = detail !== null && model.detailIdOf(detail) !== id;
  return { detail: other ? null : detail, state: other ? ('loading' as const) : loadState };
}

type Props<Detail> = {
  model: GoodsDetailViewModel<Detail>;
  id: number;
  /** What the goods are called in 「…不存在」: 课程, 内容. */
  noun: string;
  children: (detail: Detail) => ReactNode;
};

/** A goods detail page's body: the skeleton, the error with 重试, 「…不存在」 for goods gone, or the goods. */
export function GoodsDetailView<Detail>({ model, id, noun, children }: Props<Detail>) {
  const { detail, state } = useShownDetail(model, id);
  const [error, retried] = useUnit([model.$loadError, model.retried]);
  if (state === 'failed') return <Placeholder kind="error" error={error} onAction={retried} />;
  if (state === 'notFound')
    return (
      <Placeholder
        title={`${noun}不存在`}
        description="它可能已下架，去首页看看别的课程吧"
        actionLabel="回到首页"
        onAction={() => navigateTo(HOME_PATH)}
      />
    );
  if (state === 'loading' || detail === null) return <DetailSkeleton />;
  return <>{children(detail)}</>;
}

import { useUnit } from 'effector-react';
import { type Key, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterPaint, useAfterFirstPaint } from '@/shared/ui/after-paint';
import { Placeholder } from '@/shared/ui/placeholder';
import { ListSkeleton } from '@/shared/ui/skeleton';
import type { InfiniteListModel } from './create-infinite-list';
import { hasHistoryMark, setHistoryMark } from './history-mark';
import { useNearEnd } from './use-near-end';
import './infinite-list.css';

type Props<T, P> = {
  list: InfiniteListModel<T, P>;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /** Shown when the first page is empty; 暂无内容 by default. */
  empty?: ReactNode;
  /** Shown while the first page loads; list skeleton rows by default. */
  skeleton?: ReactNode;
  /** Accessible name of the list. */
  label?: string;
} & (P extends void ? { params?: undefined } : { params: P });

/**
 * How many rows a list renders in its first frame on a fresh visit (a phone's screenful and a little more); the
 * rest follow once that frame has painted (issue 18).
 */
export const FIRST_FRAME_ROWS = 8;

/** A list that loads its next page near the bottom of the page (window scrolling), over a model of createInfiniteList. */
export function InfiniteList<T, P = void>(props: Props<T, P>) {
  const { list, renderItem, getKey, label } = props;
  const [items, status, error, opened, nearEndReached, retryClicked, left] = useUnit([
    list.$items,
    list.$status,
    list.$error,
    list.opened,
    list.nearEndReached,
    list.retryClicked,
    list.left,
  ]);
  const end = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  const params = props.params as P;
  // A fresh visit renders its first screenful of rows in the route change's task and the rest after the paint, in
  // a transition (a warm list of 20 or 30 rows rendered in full cost a tab change most of its budget, issue 18). A
  // returning list renders every row at once: it scrolls back to where the learner was before its first paint.
  const [returningAtMount] = useState(() => hasHistoryMark(list.key));
  const allRows = useAfterFirstPaint(returningAtMount);
  const shown = allRows ? items : items.slice(0, FIRST_FRAME_ROWS);

  // A returning list (back / forward) opens in the layout effect: it scrolls back before the first paint. A fresh
  // visit opens in the passive effect: its skeleton paints first and the first page's request (and the store
  // updates it makes, each a synchronous re-render) follows, instead of running inside the route change's commit.
  // Nothing before the first paint reads the layout (scroll offset) or writes history state: both would force a
  // layout of the page just inserted, or cost a history write, inside the tap's task (issue 18); they wait a frame.
  const freshVisit = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: params are compared by value in the model
  useLayoutEffect(() => {
    const returning = hasHistoryMark(list.key);
    freshVisit.current = !returning;
    if (returning) opened({ params, returning });
    const hash = window.location.hash;
    const cancel = afterPaint(() => {
      // Still on the entry this list opened on (not already navigated away within the frame).
      if (window.location.hash === hash) setHistoryMark(list.key);
      scrollTop.current = window.scrollY;
    });
    return () => {
      cancel();
      left(scrollTop.current);
    };
  }, [list.key, JSON.stringify(params), opened, left]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same dependencies as the layout effect above
  useEffect(() => {
    if (!freshVisit.current) return;
    freshVisit.current = false;
    opened({ params, returning: false });
  }, [list.key, JSON.stringify(params), opened]);
  useEffect(() => {
    const track = () => {
      scrollTop.current = window.scrollY;
    };
    window.addEventListener('scroll', track, { passive: true });
    return () => window.removeEventListener('scroll', track);
  }, []);
  // Not while only the first rows are rendered: their end marker is not the list's end.
  useNearEnd(end, allRows && status === 'more', nearEndReached, items.length);

  if (status === 'empty') return <>{props.empty ?? <Placeholder />}</>;
  const firstLoad = items.length === 0 && (status === 'loading' || status === 'idle');
  return (
    <div className="wk-infinite-list" aria-busy={status === 'loading'}>
      {items.length > 0 && (
        <ul className="wk-infinite-list__items" aria-label={label}>
          {shown.map((item, index) => (
            <li key={getKey(item, index)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      )}
      <div ref={end} className="wk-infinite-list__end" />
      {firstLoad && (props.skeleton ?? <ListSkeleton rows={4} />)}
      {status === 'loading' && items.length > 0 && (
        <p className="wk-infinite-list__footer" role="status">
          <span className="wk-infinite-list__spinner" aria-hidden="true" />
          加载中…
        </p>
      )}
      {status === 'end' && <p className="wk-infinite-list__footer">没有更多了</p>}
      {status === 'error' &&
        (items.length > 0 ? (
          <p className="wk-infinite-list__footer" role="alert">
            加载失败
            <button type="button" className="wk-infinite-list__retry" onClick={() => retryClicked()}>
              重试
            </button>
          </p>
        ) : (
          <Placeholder kind="error" error={error} onAction={() => retryClicked()} />
        ))}
    </div>
  );
}

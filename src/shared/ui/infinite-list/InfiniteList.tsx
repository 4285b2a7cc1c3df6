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
 * rest follow once that frame has painted, so a route change paints first.
 */
export const FIRST_FRAME_ROWS = 8;

/** Rows a returning list renders in its first frame beyond those that reached the bottom of the screen. */
export const RETURN_SPARE_ROWS = 2;

/**
 * How many of the list's rows start above the bottom of the screen (a binary search: a few rectangles read, once
 * the page has been laid out anyway — on scroll, after a paint).
 */
function rowsAboveScreenBottom(items: HTMLElement | null): number {
  if (!items) return 0;
  const rows = items.children;
  const bottom = window.innerHeight;
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((rows[middle] as HTMLElement).getBoundingClientRect().top < bottom) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A list that loads its next page near the bottom of the page (window scrolling), over a model of createInfiniteList. */
export function InfiniteList<T, P = void>(props: Props<T, P>) {
  const { list, renderItem, getKey, label } = props;
  const [items, status, error, rowsOnScreen, opened, nearEndReached, retryClicked, left, rowsCounted] = useUnit([
    list.$items,
    list.$status,
    list.$error,
    list.$rowsOnScreen,
    list.opened,
    list.nearEndReached,
    list.retryClicked,
    list.left,
    list.rowsCounted,
  ]);
  const end = useRef<HTMLDivElement>(null);
  const rowsElement = useRef<HTMLUListElement>(null);
  const scrollTop = useRef(0);
  const rowsSeen = useRef(0);
  const params = props.params as P;
  // The route change's task renders the rows of the first screenful and the rest follow after the paint, in a
  // transition (a warm list of 20 or 30 rows rendered in full costs a tab change most of its 100 ms budget). A
  // fresh visit's first screenful is its first 8 rows; a returning list's, the rows that reached the bottom of the
  // screen when the learner left (and two more): it scrolls back to where the learner was before its first paint,
  // with the rows above and on that screen in place, so nothing moves when the rest are added below.
  const [firstRows] = useState(() =>
    hasHistoryMark(list.key) ? Math.max(FIRST_FRAME_ROWS, rowsOnScreen + RETURN_SPARE_ROWS) : FIRST_FRAME_ROWS,
  );
  const allRows = useAfterFirstPaint();
  const shown = allRows ? items : items.slice(0, firstRows);

  // A returning list (back / forward) opens in the layout effect: it scrolls back before the first paint. A fresh
  // visit opens in the passive effect: its skeleton paints first and the first page's request (and the store
  // updates it makes, each a synchronous re-render) follows, instead of running inside the route change's commit.
  // Nothing before the first paint reads the layout (scroll offset) or writes history state: both would force a
  // layout of the page just inserted, or cost a history write, inside the tap's task; they wait a frame.
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
      rowsSeen.current = rowsAboveScreenBottom(rowsElement.current);
    });
    return () => {
      cancel();
      left(scrollTop.current);
      rowsCounted(rowsSeen.current);
    };
  }, [list.key, JSON.stringify(params), opened, left, rowsCounted]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same dependencies as the layout effect above
  useEffect(() => {
    if (!freshVisit.current) return;
    freshVisit.current = false;
    opened({ params, returning: false });
  }, [list.key, JSON.stringify(params), opened]);
  // Where the learner is, for a return: read on scroll (the layout is fresh then) and once all rows have painted.
  useEffect(() => {
    const track = () => {
      scrollTop.current = window.scrollY;
      rowsSeen.current = rowsAboveScreenBottom(rowsElement.current);
    };
    window.addEventListener('scroll', track, { passive: true });
    const cancel = allRows ? afterPaint(track) : () => {};
    return () => {
      cancel();
      window.removeEventListener('scroll', track);
    };
  }, [allRows]);
  // Not while only the first rows are rendered: their end marker is not the list's end.
  useNearEnd(end, allRows && status === 'more', nearEndReached, items.length);

  if (status === 'empty') return <>{props.empty ?? <Placeholder />}</>;
  const firstLoad = items.length === 0 && (status === 'loading' || status === 'idle');
  return (
    <div className="wk-infinite-list" aria-busy={status === 'loading'} data-first-frame={allRows ? undefined : ''}>
      {items.length > 0 && (
        <ul ref={rowsElement} className="wk-infinite-list__items" aria-label={label}>
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

import type { CSSProperties } from 'react';
import './skeleton.css';

type BlockProps = { width?: string; height?: string; radius?: string; ratio?: number };

/** One grey block. Size it like the content it stands for, so nothing moves when the content arrives. */
export function Skeleton({ width = '100%', height = '1rem', radius, ratio }: BlockProps) {
  const style: CSSProperties = ratio
    ? { width, paddingTop: `${100 / ratio}%`, borderRadius: radius }
    : { width, height, borderRadius: radius };
  return <span className="wk-skeleton" style={style} />;
}

/** Lines of text; the last one shorter. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className="wk-skeleton-text">
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} height="0.875rem" />
      ))}
    </span>
  );
}

/** Loading state of a lesson list: rows of a 16:9 cover beside two lines and a meta line. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="wk-skeleton-list" role="status" aria-label="加载中" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
        <div key={index} className="wk-skeleton-list__row">
          <span className="wk-skeleton-list__cover">
            <Skeleton ratio={16 / 9} radius="var(--radius-m)" />
          </span>
          <span className="wk-skeleton-list__text">
            <Skeleton height="1rem" />
            <Skeleton width="70%" height="1rem" />
            <Skeleton width="40%" height="0.75rem" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** Loading state of a detail page: a 16:9 cover, the title, a meta line and a paragraph. */
export function DetailSkeleton() {
  return (
    <div className="wk-skeleton-detail" role="status" aria-label="加载中" aria-busy="true">
      <Skeleton ratio={16 / 9} />
      <div className="wk-skeleton-detail__body">
        <Skeleton width="80%" height="1.375rem" />
        <Skeleton width="45%" height="0.875rem" />
        <SkeletonText lines={4} />
      </div>
    </div>
  );
}

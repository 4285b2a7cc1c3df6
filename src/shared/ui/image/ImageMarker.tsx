/** Image marker types of spec §3: 1 single, 2 column, 3 package, 4 boutique. */
export type MarkerType = 1 | 2 | 3 | 4;

export const MARKER_LABELS: Record<MarkerType, string> = { 1: '单品', 2: '专栏', 3: '系列课', 4: '精品' };

/** The badge in a cover's corner; its colours are fixed per type (--color-marker-* in global.css). */
export function ImageMarker({ type }: { type: MarkerType }) {
  return (
    <span className="wk-marker" data-type={type}>
      {MARKER_LABELS[type]}
    </span>
  );
}

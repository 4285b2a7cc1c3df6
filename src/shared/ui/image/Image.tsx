import { useState } from 'react';
import { cdnImageUrl } from '@/shared/lib/image-cdn';
import { ImageMarker, type MarkerType } from './ImageMarker';
import './image.css';

type Props = {
  src: string | null | undefined;
  /** Say what the picture shows; '' for a purely decorative one. */
  alt: string;
  /** Width / height of the box, 16/9 by default: the box keeps its shape before and after loading. */
  ratio?: number;
  /** CSS px the image is shown at (the CDN is asked for twice that); a full phone width by default. */
  displayWidth?: number;
  quality?: number;
  marker?: MarkerType;
  round?: boolean;
  /** For the first screen's main picture (banner): load at once, ahead of other pictures, not when scrolled near. */
  eager?: boolean;
};

/**
 * A picture in a fixed aspect box (no layout shift): resized by the image CDN (shared/lib/image-cdn), lazily loaded,
 * a neutral fallback when it cannot load, and an optional type marker in the corner.
 */
export function Image({ src, alt, ratio = 16 / 9, displayWidth = 375, quality, marker, round, eager }: Props) {
  const url = src ? cdnImageUrl(src, { displayWidth, quality }) : '';
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = !url || failedUrl === url;
  return (
    <span className={`wk-image${round ? ' wk-image--round' : ''}`} style={{ paddingTop: `${100 / ratio}%` }}>
      {broken ? (
        <span className="wk-image__fallback">
          {alt && <span className="wk-image__fallback-name" role="img" aria-label={alt} />}
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5h.01" />
          </svg>
        </span>
      ) : (
        <img
          className="wk-image__img"
          src={url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedUrl(url)}
        />
      )}
      {marker && <ImageMarker type={marker} />}
    </span>
  );
}

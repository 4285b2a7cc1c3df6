import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { Placeholder } from '@/shared/ui/placeholder';
import { Skeleton } from '@/shared/ui/skeleton';
import './poster.css';

/** A poster's canvas size in px: drawn at twice the size it shows, for sharp phone screens. */
export type PosterSize = { width: number; height: number };

/** The poster's place while it (or what it shows) is on its way: its own shape, so nothing moves when it comes. */
export function PosterSkeleton({ size, label }: { size: PosterSize; label: string }) {
  return (
    <div className="wk-poster__skeleton" role="status" aria-label={label}>
      <Skeleton ratio={size.width / size.height} radius="var(--radius-l)" />
    </div>
  );
}

/** The drawing, as the page's model keeps it. */
export type PosterModel = {
  /** The drawn image (a data URL); '' until drawn. */
  $image: Store<string>;
  /** 'failed' shows the error with 重试; anything but 'ready' (with an image) the skeleton. */
  $state: Store<string>;
  /** 重试: draw again. */
  retried: EventCallable<void>;
};

type Props = {
  model: PosterModel;
  size: PosterSize;
  /** What the poster is called in its messages: 海报 → 海报生成中, 海报生成失败. */
  name: string;
  /** What the image shows, for screen readers and the e2e tests. */
  alt: string;
  /** How to share it, under the image. */
  hint: string;
};

/** A poster drawn on the device, shown as a real <img>: WeChat saves and recognises long-pressed images only. */
export function Poster({ model, size, name, alt, hint }: Props) {
  const [image, state, onRetry] = useUnit([model.$image, model.$state, model.retried]);
  if (state === 'failed')
    return <Placeholder kind="error" title={`${name}生成失败`} description="请重试" onAction={() => onRetry()} />;
  if (state !== 'ready' || !image) return <PosterSkeleton size={size} label={`${name}生成中`} />;
  return (
    <figure className="wk-poster">
      <img className="wk-poster__image" src={image} alt={alt} width={size.width / 2} height={size.height / 2} />
      <figcaption className="wk-poster__hint">{hint}</figcaption>
    </figure>
  );
}

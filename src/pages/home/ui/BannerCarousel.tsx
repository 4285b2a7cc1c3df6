import { useUnit } from 'effector-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Banner } from '@/entities/home-content';
import { Image } from '@/shared/ui/image';
import { BANNER_DISPLAY_WIDTH } from '../config/layout';
import { banners } from '../model/home';
import { SectionError } from './SectionError';

/** Banner pictures are 750×300 (2.5:1); the box keeps that shape from the skeleton on, so nothing moves. */
const RATIO = 2.5;
export const AUTO_ADVANCE_MS = 4000;

/** The home carousel: swipe (native scroll snapping), dots, and auto-advance while it is on screen. */
export function BannerCarousel() {
  const [items, status, error, retry] = useUnit([banners.$items, banners.$status, banners.$error, banners.retried]);
  if (status === 'ready' && items.length === 0) return null;
  return (
    <div className="home-banner">
      {status === 'ready' ? (
        <Slides items={items} />
      ) : status === 'failed' ? (
        <div className="home-banner__failed" style={{ paddingTop: `${100 / RATIO}%` }}>
          <SectionError onRetry={retry} error={error} />
        </div>
      ) : (
        <div className="home-skeleton home-skeleton--banner" />
      )}
    </div>
  );
}

function Slides({ items }: { items: Banner[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const show = (index: number) => {
    const element = track.current;
    if (element) element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };
  useAutoAdvance(track, items.length);
  return (
    <section className="home-banner__frame" aria-roledescription="carousel" aria-label="推荐">
      <div
        ref={track}
        className="home-banner__track"
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          if (clientWidth > 0) setCurrent(Math.round(scrollLeft / clientWidth));
        }}
      >
        {items.map((banner, index) => {
          const picture = (
            <Image
              src={banner.image}
              alt={banner.title}
              ratio={RATIO}
              displayWidth={BANNER_DISPLAY_WIDTH}
              eager={index === 0}
            />
          );
          return (
            <div key={banner.id} className="home-banner__slide">
              {banner.link ? (
                <a className="home-banner__link" href={banner.link}>
                  {picture}
                </a>
              ) : (
                picture
              )}
            </div>
          );
        })}
      </div>
      {items.length > 1 && (
        <div className="home-banner__dots">
          {items.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="home-banner__dot"
              aria-label={`第${index + 1}张`}
              aria-current={index === current}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * Moves to the next slide every few seconds, but only while the carousel is on screen, the page is visible and
 * nobody is touching or focusing it; never when the system asks for reduced motion.
 */
function useAutoAdvance(track: RefObject<HTMLDivElement | null>, count: number) {
  useEffect(() => {
    const element = track.current;
    if (!element || count < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let onScreen = true;
    let heldUntil = 0;
    const hold = () => {
      heldUntil = Date.now() + AUTO_ADVANCE_MS;
    };
    const observer = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting !== false;
    });
    observer.observe(element);
    const timer = setInterval(() => {
      const width = element.clientWidth;
      if (
        !onScreen ||
        document.hidden ||
        !width ||
        Date.now() < heldUntil ||
        element.contains(document.activeElement)
      ) {
        return;
      }
      element.scrollTo({ left: ((Math.round(element.scrollLeft / width) + 1) % count) * width, behavior: 'smooth' });
    }, AUTO_ADVANCE_MS);
    element.addEventListener('touchstart', hold, { passive: true });
    element.addEventListener('pointerdown', hold, { passive: true });
    return () => {
      clearInterval(timer);
      observer.disconnect();
      element.removeEventListener('touchstart', hold);
      element.removeEventListener('pointerdown', hold);
    };
  }, [track, count]);
}

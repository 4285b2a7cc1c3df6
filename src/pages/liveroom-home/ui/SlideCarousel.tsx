import { useState } from 'react';
import type { Slide } from '@/entities/studio';
import { hrefTo } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import { slideLink } from '../lib/slide-link';

/** Slides are cropped to the home banner's 750×300 (2.5:1) when uploaded; the box keeps that shape. */
export const SLIDE_RATIO = 2.5;

/** The studio's banner: swipe (native scroll snapping) with dots; each slide opens its lesson or column. */
export function SlideCarousel({ slides }: { slides: Slide[] }) {
  const [current, setCurrent] = useState(0);
  if (slides.length === 0) return null;
  return (
    <section className="studio-slides" aria-roledescription="carousel" aria-label="轮播图">
      <div
        className="studio-slides__track"
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          if (clientWidth > 0) setCurrent(Math.round(scrollLeft / clientWidth));
        }}
      >
        {slides.map((slide, index) => (
          <a
            key={slide.slideId}
            className="studio-slides__slide"
            href={hrefTo(slideLink(slide))}
            aria-label={`${slide.title}（${index + 1}/${slides.length}）`}
          >
            <Image src={slide.image} alt="" ratio={SLIDE_RATIO} eager={index === 0} />
            <span className="studio-slides__title">{slide.title}</span>
          </a>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="studio-slides__dots" aria-hidden="true">
          {slides.map((slide, index) => (
            <span key={slide.slideId} className={index === current ? 'is-current' : undefined} />
          ))}
        </div>
      )}
    </section>
  );
}

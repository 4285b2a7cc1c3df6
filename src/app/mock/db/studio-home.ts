import { onReset } from './store';

/**
 * The studio's own state that the shared store does not hold (docs/api.md "Designed for the studio home and
 * slides"): banner slides per studio (a lesson's 上架 / 下架 is its lessonState, db/studio-shelf.ts).
 * Reset with the core seed.
 */

/** `linkType`: 1 a lesson (opens lesson/play), 2 a column (opens lesson/channel). */
export type SlideLinkType = 1 | 2;

export type SlideRecord = {
  slideId: number;
  studioId: number;
  image: string;
  title: string;
  linkType: SlideLinkType;
  linkId: number;
};

export type StudioState = {
  /** In the order the studio shows them. */
  slides: SlideRecord[];
  nextSlideId: number;
};

/** At most this many slides per studio (the carousel stays short). */
export const MAX_SLIDES = 5;

function seedStudioState(): StudioState {
  return {
    slides: [
      {
        slideId: 1,
        studioId: 1,
        image: '/mock-cdn/banner/banner-2.svg',
        title: '职场沟通力训练营',
        linkType: 2,
        linkId: 1,
      },
      {
        slideId: 2,
        studioId: 1,
        image: '/mock-cdn/banner/lesson-1.svg',
        title: '高效沟通的底层逻辑',
        linkType: 1,
        linkId: 1,
      },
    ],
    nextSlideId: 3,
  };
}

let state = seedStudioState();
onReset(() => {
  state = seedStudioState();
});

export function studioState(): StudioState {
  return state;
}

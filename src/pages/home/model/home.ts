import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { type Banner, getBannersFx, getChoiceListFx } from '@/entities/home-content';
import { bannerPictureUrl } from '../lib/banner-picture';
import { createHomeSection } from './section';

/**
 * The blocks on the first screen: their requests start with the screen (this model is in the screen's first
 * chunk), while the code that renders them loads in parallel (ui/data-blocks).
 */
export const HomeGate = createGate('home');

/**
 * The app opened on home for a returning visitor: the banners' call (the screen's LCP is the first banner picture)
 * starts now, alongside the viewer's call, before the decision and the page's code. This model is in the first
 * chunk for it (the public API exports this event, so the module cannot be skipped).
 */
export const homeLandingPrefetched = createEvent();

export const banners = createHomeSection(() => getBannersFx());
export const choices = createHomeSection(() => getChoiceListFx());

sample({ clock: HomeGate.open, target: [banners.requested, choices.requested] });
// A landing on home: the banners (the LCP picture's address) are asked for while the viewer's call is on its way;
// the screen's gate then finds them loading or loaded (a section never loads twice at once).
sample({ clock: homeLandingPrefetched, target: banners.requested });

/** The address the carousel asks for its first picture (the largest thing on the first screen). */
export function firstBannerUrl(items: readonly Banner[]): string | null {
  const first = items[0];
  return first?.image ? bannerPictureUrl(first.image) : null;
}

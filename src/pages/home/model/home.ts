import { sample } from 'effector';
import { createGate } from 'effector-react';
import { type Banner, getBannersFx, getChoiceListFx } from '@/entities/home-content';
import { cdnImageUrl } from '@/shared/lib/image-cdn';
import { BANNER_DISPLAY_WIDTH } from '../config/layout';
import { createHomeSection } from './section';

/**
 * The blocks on the first screen: their requests start with the screen (this model is in the screen's first
 * chunk), while the code that renders them loads in parallel (ui/data-blocks).
 */
export const HomeGate = createGate('home');

export const banners = createHomeSection(() => getBannersFx());
export const choices = createHomeSection(() => getChoiceListFx());

// On a landing, the banners' call was asked early (home's route declares it): this call takes that answer.
sample({ clock: HomeGate.open, target: [banners.requested, choices.requested] });

/** The address the carousel asks for its first picture (the largest thing on the first screen). */
export function firstBannerUrl(items: readonly Banner[]): string | null {
  const first = items[0];
  return first?.image ? cdnImageUrl(first.image, { displayWidth: BANNER_DISPLAY_WIDTH }) : null;
}

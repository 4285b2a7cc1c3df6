import { sample } from 'effector';
import { createGate } from 'effector-react';
import { getBannersFx, getChoiceListFx } from '@/entities/home-content';
import { createHomeSection } from './section';

/**
 * The blocks on the first screen: their requests start with the screen (this model is in the screen's first
 * chunk), while the code that renders them loads in parallel (ui/data-blocks).
 */
export const HomeGate = createGate('home');

export const banners = createHomeSection(() => getBannersFx());
export const choices = createHomeSection(() => getChoiceListFx());

sample({ clock: HomeGate.open, target: [banners.requested, choices.requested] });

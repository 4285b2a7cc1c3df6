import { sample } from 'effector';
import { createImageUpload } from '@/features/image-upload';
import { imageChosen, slideFormOpened } from './slide-form';

/** The slide's picture, cut to the banner's 2.5:1 (features/image-upload) and uploaded at once; the form keeps its address. */
export const slideImage = createImageUpload({ kind: 'slide' });
sample({ clock: slideImage.uploaded, target: imageChosen });
sample({ clock: slideFormOpened, target: slideImage.cleared });

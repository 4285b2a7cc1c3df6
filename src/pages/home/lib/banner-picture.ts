import { cdnImageUrl } from '@/shared/lib/image-cdn';
import { BANNER_DISPLAY_WIDTH } from '../config/layout';

/**
 * The address a banner's picture is asked for at (the carousel's width, through the image CDN): home's placeholder
 * shows the first one at it, and index.html's early script preloads that same address (src/app/early).
 */
export const bannerPictureUrl = (image: string): string => cdnImageUrl(image, { displayWidth: BANNER_DISPLAY_WIDTH });

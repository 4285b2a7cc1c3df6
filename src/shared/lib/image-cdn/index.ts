export { CDN_MAX_WIDTH, CDN_QUALITY, type CdnImageOptions, cdnImageUrl } from './image-cdn';

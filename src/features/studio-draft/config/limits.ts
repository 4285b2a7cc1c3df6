export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;

/**
 * What each picture is for, and how the phone prepares a picked file before sending it: cut to the shape it shows
 * in (covers 16:9 like the lesson card, slides 2.5:1 like the home banner, at 750 px: 2× the 375 px screen, spec §9)
 * or only scaled down. A picture picked inside WeChat goes as a WeChat serverId instead; the server cuts it the
 * same way by its kind (docs/api.md).
 */
export type ImageShape = { ratio: number; width: number } | { edge: number };

export const IMAGE_KINDS = {
  'id-front': { edge: 1280 },
  'id-back': { edge: 1280 },
  licence: { edge: 1280 },
  'studio-avatar': { edge: 1280 },
  cover: { ratio: 16 / 9, width: 750 },
  slide: { ratio: 750 / 300, width: 750 },
  courseware: { edge: 1600 },
} as const satisfies Record<string, ImageShape>;

export type ImageKind = keyof typeof IMAGE_KINDS;

/** Larger picked files are refused before any work (the server takes ≤ 2 MB after the phone scaled them). */
export const PICKED_MAX_BYTES = 10 * 1024 * 1024;

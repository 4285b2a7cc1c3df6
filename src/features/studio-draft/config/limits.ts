/** Lesson and column covers are cut to the lesson card's picture ratio (widgets/lesson-card: Image's 16 / 9). */
export const COVER_RATIO = 16 / 9;
/** 2× the widest place a cover shows (the 375 px detail page), spec §9's resize rule. */
export const COVER_WIDTH = 750;
export const COURSEWARE_EDGE = 1600;
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;

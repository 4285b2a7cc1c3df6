/** Lessons a list block shows on the home screen; its 更多 link leads to the full listing. */
export const HOME_LIST_SIZE = 4;
/** CSS px the banner pictures are shown at (a full phone width): the carousel and the picture's preload agree. */
export const BANNER_DISPLAY_WIDTH = 375;

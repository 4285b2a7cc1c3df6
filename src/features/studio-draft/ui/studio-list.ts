import './studio-list.css';

/** The block class of the studio's lesson and column lists (one stylesheet for both pages). */
export const STUDIO_LIST_CLASS = 'studio-list';

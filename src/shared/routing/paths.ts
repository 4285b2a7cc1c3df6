/** Paths the first screen needs without loading the route table (tab bar, redirects). Checked against the table. */
export const HOME_PATH = '/index/';
export const MINE_PATH = '/mine/index';
export const tabPaths = { discover: HOME_PATH, study: '/study/index', mine: MINE_PATH } as const;
/** The home screen's search entry and its four channels (its first paint links there). */
export const SEARCH_PATH = '/index/search';
export const channelPaths = { discount: '/discount', hot: '/hot', free: '/free', experience: '/experience' } as const;

/** The /activity group (spec §2): every campaign page is share-enabled unless its manifest turns sharing off. */
export const ACTIVITY_PREFIX = '/activity/';

// The three invite screens share one lazy chunk: every async chunk adds its name and hash to the chunk map in the
// home screen's runtime, and that budget has no bytes to spare.
export { InviteCardPage } from './InviteCardPage';
export { InviteIndexPage } from './InviteIndexPage';
export { InviteSharePage } from './InviteSharePage';

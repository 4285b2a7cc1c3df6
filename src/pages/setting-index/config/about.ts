import { version } from '../../../../package.json';

/** What 关于 says: the app's version (package.json, inlined at build time). */
export const appVersion: string = version;

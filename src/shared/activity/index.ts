export type { ActivityManifest, ActivityModule, ActivityPageProps, ActivityRoute, ActivityShare } from './types';
export { defineActivity } from './types';

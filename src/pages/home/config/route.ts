import type { CheckedPage } from '@/shared/routing';

/**
 * The home screen (route `index`); its page code loads lazily. The only descriptor on the first screen: the shell
 * decides and shows home without the other pages' descriptors (src/app/navigation/page-table.ts). Typed with
 * `satisfies` rather than definePage, which would bring that function into the first screen's JavaScript.
 */
export const homeRoute = {
  name: 'index',
  path: '/index',
  meta: { tab: 'discover', auth: 'profile' },
  // Named: index.html's early script preloads this chunk on a landing on home (src/app/early).
  load: () => import(/* webpackChunkName: "page-index" */ '../ui/HomePage'),
} satisfies CheckedPage<'index'>;

import type { RouteDef } from '@/shared/routing';

/** Development-only screen with every shared widget in every state (the shell lists it outside pre and production). */
export const devCatalogueRoute = {
  name: 'dev-catalogue',
  path: '/dev/catalogue',
  meta: { title: '组件目录', auth: 'none' },
  load: () => import('../ui/CataloguePage'),
} satisfies RouteDef;

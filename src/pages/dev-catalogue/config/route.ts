/** Development-only screen with every shared widget in every state (App mounts it outside pre and production). */
export const devCatalogueRoute = {
  path: '/dev/catalogue',
  title: '组件目录',
  load: () => import('../ui/CataloguePage'),
};

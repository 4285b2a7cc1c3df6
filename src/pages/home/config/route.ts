export const homeRoute = {
  path: '/index/',
  title: '发现',
  load: () => import('../ui/HomePage'),
};

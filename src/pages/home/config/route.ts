/** The home screen (route `index`); its page code loads lazily. */
export const homeRoute = {
  name: 'index',
  load: () => import('../ui/HomePage'),
};

/** The page every route shows until its own page is built: the route's title and 建设中. */
export const placeholderRoute = {
  load: () => import('../ui/UnderConstructionPage'),
};

import { devCatalogueRoute } from '@/pages/dev-catalogue';
import type { RouteDef } from '@/shared/routing';

/**
 * Development-only routes (the widget catalogue), in development, test and debug builds. Spelled out with
 * import.meta.env: the bundler drops the catalogue's chunk only for a condition it can evaluate while parsing.
 */
export const devRoutes: readonly RouteDef[] =
  import.meta.env.PUBLIC_APP_ENV === 'development' ||
  import.meta.env.PUBLIC_APP_ENV === 'test' ||
  import.meta.env.PUBLIC_APP_ENV === 'debug'
    ? [devCatalogueRoute]
    : [];

import * as pageList from '../../src/app/navigation/page-list';
import { pathTo } from '../../src/shared/routing/match';
import type { RouteDef } from '../../src/shared/routing/types';

/** The parameters every crawl opens parameterised routes with: records the mock's seed has. */
export const SAMPLE_PARAMS = { id: 1, studioId: 1, lessonId: 3, type: 1, pageNo: 1, cid: 2 };

/** Every core route, as the pages' descriptors give it (metadata included), with the path a crawl opens. */
export const crawlRoutes: { route: RouteDef; path: string }[] = Object.values(pageList)
  .flat()
  .map((route: RouteDef) => ({ route, path: pathTo(route.path, SAMPLE_PARAMS) }));

/** The paths alone. */
export const crawlPaths: string[] = crawlRoutes.map(({ path }) => path);

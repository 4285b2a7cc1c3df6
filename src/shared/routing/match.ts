import type { ParamKind, RouteDef, RouteParams } from './types';

/** What matching needs of a route: its pattern and how its parameters are read. */
type Pattern = Pick<RouteDef, 'path' | 'params'>;

/** `/index/` and `/index` are the same screen; the root is `/`. */
export function normalizePath(path: string): string {
  const clean = `/${path.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

function readParam(kind: ParamKind, raw: string): string | number | null {
  const value = decodeURIComponent(raw);
  if (kind === 'text') return value.length > 0 ? value : null;
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

function matchOne(route: Pattern, segments: string[]): RouteParams | null {
  const pattern = normalizePath(route.path).split('/');
  if (pattern.length !== segments.length) return null;
  const params: RouteParams = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    const name = part.slice(1);
    const value = readParam(route.params?.[name] ?? 'id', segment);
    if (value === null) return null;
    params[name] = value;
  }
  return params;
}

/** Static segments beat parameters: `/mine/slide/choose/:type` wins over `/mine/slide/:id/edit`. */
function specificity(route: Pattern): number {
  return normalizePath(route.path)
    .split('/')
    .filter((part) => part && !part.startsWith(':')).length;
}

/** The route table sorted by specificity, once per table (a route change matches several times, in the tap's task). */
const rankedCache = new WeakMap<readonly Pattern[], readonly Pattern[]>();
function rankedRoutes<R extends Pattern>(routes: readonly R[]): readonly R[] {
  const cached = rankedCache.get(routes) as readonly R[] | undefined;
  if (cached) return cached;
  const ranked = routes
    .map((route) => ({ route, rank: specificity(route) }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ route }) => route);
  rankedCache.set(routes, ranked);
  return ranked;
}

/** The route a path shows, with its parameters parsed; null for an unknown path or a malformed parameter. */
export function matchRoute<R extends Pattern>(
  routes: readonly R[],
  path: string,
): { route: R; params: RouteParams } | null {
  const segments = normalizePath(path.split('?')[0] ?? '').split('/');
  const ranked = rankedRoutes(routes);
  for (const route of ranked) {
    const params = matchOne(route, segments);
    if (params) return { route, params };
  }
  return null;
}

/** Fills a pattern: `pathTo('/lesson/play/:id', { id: 3 })` → `/lesson/play/3`. */
export function pathTo(pattern: string, params: RouteParams = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo: missing parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

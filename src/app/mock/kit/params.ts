/** Query string merged with the form body (POST), as the backend reads both. */
export async function readParams(request: Request): Promise<URLSearchParams> {
  const params = new URL(request.url).searchParams;
  if (request.method === 'GET' || request.method === 'HEAD') return params;
  const body = new URLSearchParams(await request.text());
  for (const [key, value] of body) params.append(key, value);
  return params;
}

/** An integer parameter, or null when absent, empty or not a whole number. */
export function intParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name)?.trim();
  if (!raw || !/^-?\d+$/.test(raw)) return null;
  return Number(raw);
}

export function textParam(params: URLSearchParams, name: string): string {
  return params.get(name)?.trim() ?? '';
}

export type Paging = { pageNo: number; pageSize: number };

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

export function readPaging(params: URLSearchParams): Paging {
  const pageNo = intParam(params, 'pageNo') ?? 1;
  const pageSize = intParam(params, 'pageSize') ?? DEFAULT_PAGE_SIZE;
  return { pageNo: Math.max(1, pageNo), pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, pageSize)) };
}

/** `Page<T>` of docs/api.md: one page of `items`, mapped only on that page. */
export function toPage<T, R>(items: readonly T[], paging: Paging, map: (item: T) => R) {
  const start = (paging.pageNo - 1) * paging.pageSize;
  return {
    list: items.slice(start, start + paging.pageSize).map(map),
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    total: items.length,
  };
}

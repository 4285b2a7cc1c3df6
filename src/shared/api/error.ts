export type ApiErrorKind = 'network' | 'http' | 'session' | 'business' | 'schema';

const defaultMessages: Record<ApiErrorKind, string> = {
  network: '网络不给力，请检查网络后重试',
  http: '系统繁忙，请稍后再试',
  session: '登录已过期，请重新登录',
  business: '操作失败，请稍后再试',
  schema: '数据异常，请稍后再试',
};

/**
 * Every failed call ends as one of these, so a page can show `error.message` (always Chinese, always safe to show)
 * and branch on `kind`. `path` is the API path only: query strings carry the token and never reach logs.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly path: string;
  /** Business code from the envelope, when the server answered one. */
  readonly code: number | null;
  /** HTTP status, when a response arrived. */
  readonly status: number | null;
  /** Developer detail (schema issues, transport error); not shown to users. */
  readonly detail: string;

  constructor(
    kind: ApiErrorKind,
    path: string,
    options: { message?: string | null; code?: number; status?: number; detail?: string } = {},
  ) {
    super(options.message || defaultMessages[kind]);
    this.name = 'ApiError';
    this.kind = kind;
    this.path = path;
    this.code = options.code ?? null;
    this.status = options.status ?? null;
    this.detail = options.detail ?? '';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'session' | 'business' | 'schema';

/** Each says what went wrong, so a person knows whether to check the network or wait for the server. */
const defaultMessages: Record<ApiErrorKind, string> = {
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，网络太慢，请稍后重试',
  http: '系统繁忙，请稍后再试',
  session: '登录已过期，请重新登录',
  business: '操作失败，请稍后再试',
  schema: '服务器返回的数据有误，请稍后再试',
};

/**
 * Every failed call ends as one of these, so a page can show `error.message` (always Chinese, always safe to show)
 * and branch on `kind`. `path` is the API path only: query strings carry the token and never reach logs.
 */
export class ApiError extends Error {
  // `declare`: the constructor assigns them; declared class fields would be compiled, for iOS 13, into a
  // defineProperty helper in the first screen's JavaScript (bytes the budget counts).
  declare readonly kind: ApiErrorKind;
  declare readonly path: string;
  /** Business code from the envelope, when the server answered one. */
  declare readonly code: number | null;
  /** HTTP status, when a response arrived. */
  declare readonly status: number | null;
  /** Developer detail (schema issues, transport error); not shown to users. */
  declare readonly detail: string;

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

/**
 * What an error screen or toast says: an ApiError's own message (the server's `msg` when it sent one, otherwise
 * what kind of failure it was); any other error (a page's code that failed to load…) as a load failure.
 */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : '加载失败，请检查网络后重试';
}

export { ApiError, type ApiErrorKind, errorMessage, isApiError } from './error';
export { encodeForm, type FormFields, type FormValue } from './form';
export { failSafe } from './guard-fail-safe';
export { fenOr, flagOr, listOf } from './lenient';
export { buildLoginUrl, type LoginKind, loginPaths, withoutToken } from './login';
export { callFields, commonParams, questionOf, REQUEST_TIMEOUT_MS, type SessionParams } from './question';
export {
  $requestTimings,
  $slowCalls,
  createRequestFx,
  httpFailed,
  type RequestTimings,
  readEnvelope,
  requestFx,
  sessionExpired,
} from './request';
export {
  count,
  epochMs,
  type Flag,
  fen,
  flag,
  hasMorePages,
  id,
  noData,
  numberOr,
  numeric,
  type Page,
  pageOf,
  text,
} from './schema';
export {
  $channel,
  $partnerId,
  $session,
  $shareSource,
  $token,
  DEFAULT_CHANNEL,
  landingParamsReceived,
  type Session,
  storageKeys,
  tokenCleared,
  tokenReceived,
} from './session';
export { epochTime, readTime } from './time';

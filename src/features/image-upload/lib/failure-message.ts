import { errorMessage, isApiError } from '@/shared/api';

/**
 * The server's or the network's message; our own checks' and the WeChat bridge's (Chinese) messages as they are;
 * anything else (a chunk that did not load, a browser's English text) the network's.
 */
export function failureMessage(error: unknown): string {
  if (isApiError(error) || !(error instanceof Error)) return errorMessage(error);
  return /[\u4e00-\u9fff]/.test(error.message) ? error.message : errorMessage(error);
}

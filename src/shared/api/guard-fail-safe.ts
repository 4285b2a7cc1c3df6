import type { Decision, Guard, GuardInput } from '@/shared/routing';
import { errorMessage, isApiError } from './error';

/**
 * A guard whose call fails keeps the viewer where they are, on the shell's error page with 重试, saying what went
 * wrong (errorMessage: the server's msg, or 网络连接失败…, 请求超时…, 系统繁忙…, 数据有误…), never a silent stop.
 * A 1000/1001 keeps its own meaning (spec §8: the shell restarts login), so it is left to the shell. Wrapped around
 * each guard, in the guard's own lazy chunk: the home screen does not load this.
 */
export function failSafe(guard: Guard): Guard {
  return (input: GuardInput): Promise<Decision | null> =>
    guard(input).catch((error: unknown) => {
      if (!isApiError(error) || error.kind === 'session') throw error;
      return { kind: 'error', message: errorMessage(error) };
    });
}

import { combine, type Store } from 'effector';
import { isApiError } from '@/shared/api';
import type { PageResource } from './create-page-resource';

/**
 * The page's data failed with this business code (docs/api.md: 2 不存在, 10 您还不是讲师, …): a page says what that
 * means (gone, not for you) instead of the error with 重试, which would only fail again.
 */
export function failedWithCode(
  resource: Pick<PageResource<never, unknown>, '$status' | '$error'>,
  code: number,
): Store<boolean> {
  return combine(
    resource.$status,
    resource.$error,
    (status, error) => status === 'failed' && isApiError(error) && error.kind === 'business' && error.code === code,
  );
}

import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { PageResource } from '@/shared/model';
import { Placeholder } from '@/shared/ui/placeholder';

type Props<Data> = {
  resource: Pick<PageResource<never, Data>, '$data' | '$status' | '$error' | 'retried'>;
  /** Shown while the first answer is on its way: the content's own shape, so nothing moves when it arrives. */
  skeleton: ReactNode;
  /** The content, given the loaded data (never null here). */
  children: (data: Data) => ReactNode;
  /** When the data holds nothing to show: `empty` is shown instead of the content (暂无内容 by default). */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  /** The error view's title (加载失败 by default); its text says what failed, its button is 重试. */
  errorTitle?: string;
};

/** The three states of a page's data (createPageResource): the skeleton, the error with 重试, the content. */
export function ResourceView<Data>({ resource, skeleton, children, isEmpty, empty, errorTitle }: Props<Data>) {
  const [data, status, error, retried] = useUnit([resource.$data, resource.$status, resource.$error, resource.retried]);
  if (status === 'failed') return <Placeholder kind="error" title={errorTitle} error={error} onAction={retried} />;
  if (status === 'loading' || data === null) return <>{skeleton}</>;
  if (isEmpty?.(data)) return <>{empty ?? <Placeholder />}</>;
  return <>{children(data)}</>;
}

import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLeaveConfirm } from '@/shared/ui/leave-confirm';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { $guardLeaving, $loadError, $loadState, columnFormOpened, columnFormRetried } from '../model/column-form';
import { ColumnForm } from './ColumnForm';

/** channel/add and channel/edit/{id}. */
export function ColumnEditor({ title, cateId, page }: { title: string; cateId: number | null; page: string }) {
  const [state, loadError, guard, opened, retried] = useUnit([
    $loadState,
    $loadError,
    $guardLeaving,
    columnFormOpened,
    columnFormRetried,
  ]);
  useEffect(() => {
    opened(cateId);
  }, [opened, cateId]);
  const { onBack } = useLeaveConfirm(guard);
  return (
    <main className="studio-form" data-page={page}>
      <PageHeader title={title} onBack={onBack} />
      {state === 'loading' && <ListSkeleton rows={4} />}
      {state === 'failed' && <Placeholder kind="error" error={loadError} onAction={retried} />}
      {state === 'ready' && <ColumnForm />}
    </main>
  );
}

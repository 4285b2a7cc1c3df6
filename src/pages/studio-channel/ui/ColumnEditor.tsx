import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { formClass } from '@/shared/ui/form-field';
import { useLeaveConfirm } from '@/shared/ui/leave-confirm';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceView } from '@/shared/ui/resource-view';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { $guardLeaving, columnFormData } from '../model/column-form';
import { ColumnForm } from './ColumnForm';

/** channel/add and channel/edit/{id}. */
export function ColumnEditor({ title, cateId, page }: { title: string; cateId: number | null; page: string }) {
  const [guard, opened] = useUnit([$guardLeaving, columnFormData.opened]);
  useEffect(() => {
    opened(cateId);
  }, [opened, cateId]);
  const { onBack } = useLeaveConfirm(guard);
  return (
    <main className={formClass.page} data-page={page}>
      <PageHeader title={title} onBack={onBack} />
      <ResourceView resource={columnFormData} skeleton={<ListSkeleton rows={4} />}>
        {() => <ColumnForm />}
      </ResourceView>
    </main>
  );
}

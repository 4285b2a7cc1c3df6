import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { PageProps } from '@/shared/routing';
import { formClass } from '@/shared/ui/form-field';
import { useLeaveConfirm } from '@/shared/ui/leave-confirm';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceView } from '@/shared/ui/resource-view';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { $guardLeaving, lessonFormData } from '../model/lesson-form';
import { LessonForm } from './LessonForm';
import type { CoverSlot } from './SaleFields';
import './studio-form.css';

type Props = PageProps & {
  page: string;
  /** The cover picture field (features/image-upload), wired to lessonCoverChanged by the page's model. */
  coverField: CoverSlot;
};

/**
 * A lesson's add / edit screen (also a column's, with the column fixed): loading, error with 重试, the form. The
 * route says which: `id` the lesson to edit (none: a new one), `cid` the column it belongs to.
 */
export function LessonEditor({ title, params, page, coverField }: Props) {
  const lessonId = params.id ? Number(params.id) : null;
  const cateId = params.cid ? Number(params.cid) : null;
  const [guard, opened] = useUnit([$guardLeaving, lessonFormData.opened]);
  useEffect(() => {
    opened({ lessonId, cateId });
  }, [opened, lessonId, cateId]);
  const { onBack } = useLeaveConfirm(guard);
  return (
    <main className={formClass.page} data-page={page}>
      <PageHeader title={title} onBack={onBack} />
      <ResourceView resource={lessonFormData} skeleton={<ListSkeleton rows={4} />}>
        {() => <LessonForm coverField={coverField} />}
      </ResourceView>
    </main>
  );
}

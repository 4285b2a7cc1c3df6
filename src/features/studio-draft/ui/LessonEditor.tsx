import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLeaveConfirm } from '@/shared/ui/leave-confirm';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { $guardLeaving, $loadError, $loadState, lessonFormOpened, lessonFormRetried } from '../model/lesson-form';
import { LessonForm } from './LessonForm';
import type { CoverSlot } from './SaleFields';
import './studio-form.css';

type Props = {
  title: string;
  lessonId: number | null;
  cateId: number | null;
  page: string;
  /** The cover picture field (features/image-upload), wired to lessonCoverChanged by the page's model. */
  coverField: CoverSlot;
};

/** A lesson's add / edit screen (also a column's, with the column fixed): loading, error with 重试, the form. */
export function LessonEditor({ title, lessonId, cateId, page, coverField }: Props) {
  const [state, loadError, guard, opened, retried] = useUnit([
    $loadState,
    $loadError,
    $guardLeaving,
    lessonFormOpened,
    lessonFormRetried,
  ]);
  useEffect(() => {
    opened({ lessonId, cateId });
  }, [opened, lessonId, cateId]);
  const { onBack } = useLeaveConfirm(guard);
  return (
    <main className="studio-form" data-page={page}>
      <PageHeader title={title} onBack={onBack} />
      {state === 'loading' && <ListSkeleton rows={4} />}
      {state === 'failed' && <Placeholder kind="error" error={loadError} onAction={retried} />}
      {state === 'ready' && <LessonForm coverField={coverField} />}
    </main>
  );
}

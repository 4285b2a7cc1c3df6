import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { HOME_PATH, navigateTo, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { RichContent } from '@/shared/ui/rich-content';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import { $combo, $loadError, $loadState, comboPageOpened, comboRetried } from '../model/combo';
import { ComboActionBar } from './ComboActionBar';
import { ComboCatalogue } from './ComboCatalogue';
import { ComboSummary } from './ComboSummary';
import './lesson-combo.css';

/** lesson/channel/:id and lesson/package/:id — a column or package: what it is, its lessons, buy it. */
export default function ComboPage({ params, title }: PageProps) {
  const cateId = Number(params.id);
  const [combo, state, loadError, opened, retried] = useUnit([
    $combo,
    $loadState,
    $loadError,
    comboPageOpened,
    comboRetried,
  ]);
  useEffect(() => {
    opened({ cateId });
  }, [opened, cateId]);
  return (
    <main className="lesson-combo" data-page="lesson-combo">
      <PageHeader title={title} />
      {state === 'loading' && <DetailSkeleton />}
      {state === 'failed' && <Placeholder kind="error" error={loadError} onAction={retried} />}
      {state === 'notFound' && (
        <Placeholder
          title="内容不存在"
          description="它可能已下架，去首页看看别的课程吧"
          actionLabel="回到首页"
          onAction={() => navigateTo(HOME_PATH)}
        />
      )}
      {state === 'ready' && combo && (
        <>
          <ComboSummary combo={combo} />
          <section className="lesson-combo__section" aria-labelledby="combo-detail-title">
            <h3 id="combo-detail-title" className="lesson-combo__section-title">
              简介
            </h3>
            {!combo.content && combo.summary && <p className="lesson-combo__lead">{combo.summary}</p>}
            <RichContent html={combo.content} />
          </section>
          <ComboCatalogue lessons={combo.lessons} />
          <ComboActionBar combo={combo} />
        </>
      )}
    </main>
  );
}

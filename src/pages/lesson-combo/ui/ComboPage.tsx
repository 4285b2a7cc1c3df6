import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { RichContent } from '@/shared/ui/rich-content';
import { GoodsDetailView } from '@/widgets/goods-detail';
import { comboDetail, comboPageOpened } from '../model/combo';
import { ComboActionBar } from './ComboActionBar';
import { ComboCatalogue } from './ComboCatalogue';
import { ComboSummary } from './ComboSummary';
import './lesson-combo.css';

/** lesson/channel/:id and lesson/package/:id — a column or package: what it is, its lessons, buy it. */
export default function ComboPage({ params, title }: PageProps) {
  const cateId = Number(params.id);
  const opened = useUnit(comboPageOpened);
  useEffect(() => {
    opened({ cateId });
  }, [opened, cateId]);
  return (
    <main className="lesson-combo" data-page="lesson-combo">
      <PageHeader title={title} />
      <GoodsDetailView model={comboDetail} id={cateId} noun="内容">
        {(combo) => (
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
      </GoodsDetailView>
    </main>
  );
}

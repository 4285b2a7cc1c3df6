import { useUnit } from 'effector-react';
import type { ActivityPageProps } from '@/shared/activity';
import { formatCount } from '@/shared/lib/format';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import { $info, $infoStatus, IndexPageGate, retryClicked } from '../model/__id__';
import './index-page.css';

function Content() {
  const [info, infoStatus, retry] = useUnit([$info, $infoStatus, retryClicked]);
  if (infoStatus === 'fail') return <Placeholder kind="error" onAction={retry} />;
  if (!info) return <DetailSkeleton />;
  return (
    <section className="__id__" aria-labelledby="__id__-headline">
      <h2 id="__id__-headline" className="__id____headline">
        {info.headline}
      </h2>
      <p className="__id____description">{info.description}</p>
      <p className="__id____participants">已有 {formatCount(info.participants)} 人参与</p>
    </section>
  );
}

/** The campaign's first page: a skeleton while loading, an error with 重试, then the content. */
export function IndexPage({ title }: ActivityPageProps) {
  useGateAfterPaint(IndexPageGate);
  return (
    <main data-page="__id__">
      <PageHeader title={title} />
      <Content />
    </main>
  );
}

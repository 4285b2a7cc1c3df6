import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { Paper } from '@/entities/quiz';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import { $paper, $paperError, PaperGate, retryClicked } from '../model/paper';
import './pay-quiz.css';

type Props = { page: string; title: string; paperId: number; children: (paper: Paper) => ReactNode };

/** The frame of every quiz page: header, and the paper's loading, error and empty states around the content. */
export function QuizScreen({ page, title, paperId, children }: Props) {
  useGateAfterPaint(PaperGate, { paperId });
  const [paper, error, retry] = useUnit([$paper, $paperError, retryClicked]);
  return (
    <main className="quiz" data-page={`pay-quiz-${page}`}>
      <PageHeader title={title} />
      {paper && paper.questions.length > 0 ? (
        children(paper)
      ) : paper ? (
        <Placeholder title="这份测评还没有题目" description="出题老师正在准备，过几天再来看看吧" />
      ) : error ? (
        <Placeholder kind="error" title="测评加载失败" description={error} onAction={retry} />
      ) : (
        <DetailSkeleton />
      )}
    </main>
  );
}

import type { ActivityPageProps } from '@/shared/activity';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { paperIdFrom } from '../lib/paths';
import { ResultGate } from '../model/share';
import { MajorReport } from './MajorReport';
import { QuizScreen } from './QuizScreen';

/** pay/majorResult: the professional result (score per question, the bands), shared with the band's title. */
export function MajorResultPage({ query, title }: ActivityPageProps) {
  useGateAfterPaint(ResultGate);
  const paperId = paperIdFrom(query);
  return (
    <QuizScreen key={paperId} page="major-result" title={title} paperId={paperId}>
      {(paper) => <MajorReport paper={paper} />}
    </QuizScreen>
  );
}

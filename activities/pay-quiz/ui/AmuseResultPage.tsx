import { useUnit } from 'effector-react';
import type { Paper } from '@/entities/quiz';
import type { ActivityPageProps } from '@/shared/activity';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { paperIdFrom } from '../lib/paths';
import { $result } from '../model/progress';
import { ResultGate } from '../model/share';
import { NoResult } from './NoResult';
import { QuizScreen } from './QuizScreen';
import { ResultActions } from './ResultActions';

function AmuseResult({ paper }: { paper: Paper }) {
  const result = useUnit($result);
  if (!result) return <NoResult paperId={paper.paperId} />;
  return (
    <>
      <section className="quiz-amuse" aria-labelledby="quiz-amuse-title">
        <svg className="quiz-amuse__burst" viewBox="0 0 64 64" aria-hidden="true">
          <path d="M32 4l6 18 19-2-15 12 9 17-19-8-19 8 9-17L7 20l19 2z" />
        </svg>
        <p className="quiz-amuse__lead">{paper.title}</p>
        <p className="quiz-amuse__lead">测出来，你是——</p>
        <h2 id="quiz-amuse-title" className="quiz-amuse__title">
          {result.band?.title ?? '测评完成'}
        </h2>
        {result.band?.summary && <p className="quiz-amuse__summary">{result.band.summary}</p>}
        <p className="quiz-amuse__score">
          得分 <strong>{result.score}</strong> / {result.maxScore}
        </p>
      </section>
      <ResultActions paperId={paper.paperId} other="majorResult" />
    </>
  );
}

/** pay/amuseResult: the fun result, big and playful, with the band's title (shared as the WeChat card). */
export function AmuseResultPage({ query, title }: ActivityPageProps) {
  useGateAfterPaint(ResultGate);
  const paperId = paperIdFrom(query);
  return (
    <QuizScreen key={paperId} page="amuse-result" title={title} paperId={paperId}>
      {(paper) => <AmuseResult paper={paper} />}
    </QuizScreen>
  );
}

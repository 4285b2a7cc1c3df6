import { useUnit } from 'effector-react';
import type { Paper } from '@/entities/quiz';
import { questionMaxScore, questionScore } from '../lib/score';
import { $progress, $result } from '../model/progress';
import { NoResult } from './NoResult';
import { ResultActions } from './ResultActions';

/** The professional report: total, where it falls among the bands, and what each question gave. */
export function MajorReport({ paper }: { paper: Paper }) {
  const [result, progress] = useUnit([$result, $progress]);
  if (!result) return <NoResult paperId={paper.paperId} />;
  const percent = result.maxScore > 0 ? Math.round((result.score / result.maxScore) * 100) : 0;
  const bands = [...paper.results].sort((a, b) => a.minScore - b.minScore);
  return (
    <>
      <section className="quiz-card quiz-major" aria-labelledby="quiz-major-total">
        <h2 id="quiz-major-total" className="quiz-card__heading">
          总分 <strong className="quiz-major__score">{result.score}</strong> / {result.maxScore}
        </h2>
        <div className="quiz-major__bar" aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className="quiz-major__band">
          结论：<strong>{result.band?.title ?? '—'}</strong>
        </p>
        {result.band?.summary && <p className="quiz-major__summary">{result.band.summary}</p>}
      </section>
      <section className="quiz-card" aria-labelledby="quiz-major-bands">
        <h2 id="quiz-major-bands" className="quiz-card__heading">
          结果区间
        </h2>
        <ul className="quiz-bands">
          {bands.map((band) => {
            const current = band === result.band;
            return (
              <li key={band.minScore} className="quiz-bands__item" aria-current={current ? 'true' : undefined}>
                <span>
                  {band.minScore}–{band.maxScore} 分
                </span>
                <span>
                  {band.title}
                  {current && <em className="quiz-bands__you">（你在这里）</em>}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="quiz-card" aria-labelledby="quiz-major-detail">
        <h2 id="quiz-major-detail" className="quiz-card__heading">
          逐题得分
        </h2>
        <ol className="quiz-breakdown">
          {paper.questions.map((question, index) => {
            const chosen = progress.answers[question.questionId] ?? [];
            const texts = question.options.filter((option) => chosen.includes(option.optionId)).map((o) => o.text);
            return (
              <li key={question.questionId} className="quiz-breakdown__item">
                <p className="quiz-breakdown__title">
                  {index + 1}. {question.title}
                </p>
                <p className="quiz-breakdown__meta">
                  <span>你的选择：{texts.join('、')}</span>
                  <span className="quiz-breakdown__score">
                    {questionScore(question, progress.answers)} / {questionMaxScore(question)} 分
                  </span>
                </p>
              </li>
            );
          })}
        </ol>
      </section>
      <ResultActions paperId={paper.paperId} other="amuseResult" />
    </>
  );
}

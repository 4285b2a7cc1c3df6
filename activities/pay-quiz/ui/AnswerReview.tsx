import { useUnit } from 'effector-react';
import type { Paper } from '@/entities/quiz';
import { hrefTo } from '@/shared/routing';
import { ActionBar } from '@/shared/ui/action-bar';
import { Button, buttonClassName } from '@/shared/ui/button';
import { quizPaths } from '../lib/paths';
import { questionPicked, restartClicked } from '../model/answering';
import { $progress } from '../model/progress';

/** Every question with the options chosen, each with a way back to change it. */
export function AnswerReview({ paper }: { paper: Paper }) {
  const [progress, pick, restart] = useUnit([$progress, questionPicked, restartClicked]);
  return (
    <>
      <ol className="quiz-review" aria-label="我的答案">
        {paper.questions.map((question, index) => {
          const chosen = progress.answers[question.questionId] ?? [];
          const texts = question.options.filter((option) => chosen.includes(option.optionId)).map((o) => o.text);
          return (
            <li key={question.questionId} className="quiz-card quiz-review__item">
              <h2 className="quiz-review__title">
                {index + 1}. {question.title}
              </h2>
              <div className="quiz-review__row">
                <p className="quiz-review__chosen">
                  你的选择：<strong>{texts.length ? texts.join('、') : '未作答'}</strong>
                </p>
                <Button variant="text" size="s" onClick={() => pick(index)} aria-label={`修改第 ${index + 1} 题`}>
                  修改
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <ActionBar label="答案操作">
        <Button variant="secondary" onClick={() => restart()}>
          重新测试
        </Button>
        <a className={buttonClassName({ variant: 'primary' })} href={hrefTo(quizPaths.amuseResult(paper.paperId))}>
          查看结果
        </a>
      </ActionBar>
    </>
  );
}

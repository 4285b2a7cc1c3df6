import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { Button } from '@/shared/ui/button';
import { $hint, nextClicked, optionToggled, prevClicked } from '../model/answering';
import { $chosen, $position, $question } from '../model/progress';
import { QuizProgress } from './QuizProgress';

const HINT_ID = 'quiz-question-hint';

/** One question at a time: radio buttons (single choice) or checkboxes (multiple), 上一题 / 下一题. */
export function QuestionForm() {
  const [question, position, chosen, hint] = useUnit([$question, $position, $chosen, $hint]);
  const [toggle, next, prev] = useUnit([optionToggled, nextClicked, prevClicked]);
  const heading = useRef<HTMLLegendElement>(null);
  const questionId = question?.questionId;
  const firstQuestion = useRef(questionId);
  useEffect(() => {
    // A new question is announced by moving focus to it (not on arrival: the page header comes first).
    if (questionId !== firstQuestion.current) heading.current?.focus();
  }, [questionId]);
  if (!question) return null;
  const last = position.current >= position.total;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    next();
  };
  return (
    <form className="quiz-card quiz-question" onSubmit={onSubmit} noValidate>
      <QuizProgress current={position.current} total={position.total} />
      <fieldset className="quiz-question__set" aria-describedby={hint ? HINT_ID : undefined}>
        <legend ref={heading} tabIndex={-1} className="quiz-question__title">
          <span className="quiz-question__kind">{question.multiple ? '多选题' : '单选题'}</span>
          {question.title}
        </legend>
        {question.options.map((option) => {
          const checked = chosen.includes(option.optionId);
          return (
            <label key={option.optionId} className={checked ? 'quiz-option quiz-option--chosen' : 'quiz-option'}>
              <input
                type={question.multiple ? 'checkbox' : 'radio'}
                name={`question-${question.questionId}`}
                value={option.optionId}
                checked={checked}
                onChange={() => toggle(option.optionId)}
              />
              <span className="quiz-option__text">{option.text}</span>
            </label>
          );
        })}
      </fieldset>
      <p id={HINT_ID} className="quiz-question__hint" role="alert">
        {hint}
      </p>
      <div className="quiz-question__nav">
        <Button variant="secondary" disabled={position.current === 1} onClick={() => prev()}>
          上一题
        </Button>
        <Button type="submit">{last ? '提交答案' : '下一题'}</Button>
      </div>
    </form>
  );
}

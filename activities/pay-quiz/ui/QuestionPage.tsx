import type { ActivityPageProps } from '@/shared/activity';
import { paperIdFrom } from '../lib/paths';
import { QuestionForm } from './QuestionForm';
import { QuizScreen } from './QuizScreen';

/** pay/question: the paper's questions one by one; the last one leads to the result. */
export function QuestionPage({ query, title }: ActivityPageProps) {
  const paperId = paperIdFrom(query);
  return (
    <QuizScreen key={paperId} page="question" title={title} paperId={paperId}>
      {() => <QuestionForm />}
    </QuizScreen>
  );
}

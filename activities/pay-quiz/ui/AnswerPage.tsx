import type { ActivityPageProps } from '@/shared/activity';
import { paperIdFrom } from '../lib/paths';
import { AnswerReview } from './AnswerReview';
import { QuizScreen } from './QuizScreen';

/** pay/answer: the answers given, question by question. */
export function AnswerPage({ query, title }: ActivityPageProps) {
  const paperId = paperIdFrom(query);
  return (
    <QuizScreen key={paperId} page="answer" title={title} paperId={paperId}>
      {(paper) => <AnswerReview paper={paper} />}
    </QuizScreen>
  );
}

import { defineActivity } from '@/shared/activity';
import { createPaperGuard } from './model/guards';
import { AmuseResultPage } from './ui/AmuseResultPage';
import { AnswerPage } from './ui/AnswerPage';
import { IntroPage } from './ui/IntroPage';
import { MajorResultPage } from './ui/MajorResultPage';
import { QuestionPage } from './ui/QuestionPage';

const needsAnswers = createPaperGuard('answers');

export default defineActivity({
  pages: {
    intro: IntroPage,
    question: QuestionPage,
    answer: AnswerPage,
    amuseResult: AmuseResultPage,
    majorResult: MajorResultPage,
  },
  guards: {
    question: createPaperGuard('purchase'),
    answer: needsAnswers,
    amuseResult: needsAnswers,
    majorResult: needsAnswers,
  },
});

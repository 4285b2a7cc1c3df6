import type { Paper, PaperResult, Question } from '@/entities/quiz';

/** The chosen option ids of each answered question, by questionId. */
export type Answers = Record<number, number[]>;

export function isAnswered(question: Question, answers: Answers): boolean {
  return (answers[question.questionId]?.length ?? 0) > 0;
}

export function isComplete(paper: Paper, answers: Answers): boolean {
  return paper.questions.length > 0 && paper.questions.every((question) => isAnswered(question, answers));
}

export function questionScore(question: Question, answers: Answers): number {
  const chosen = answers[question.questionId] ?? [];
  return question.options.filter((option) => chosen.includes(option.optionId)).reduce((sum, o) => sum + o.score, 0);
}

/** The most a question can give: its best option, or every positive option of a multiple-choice one. */
export function questionMaxScore(question: Question): number {
  const scores = question.options.map((option) => option.score);
  return question.multiple ? scores.filter((score) => score > 0).reduce((sum, s) => sum + s, 0) : Math.max(...scores);
}

export function scoreOf(paper: Paper, answers: Answers): number {
  return paper.questions.reduce((sum, question) => sum + questionScore(question, answers), 0);
}

/** The band whose [minScore, maxScore] holds the score; outside every band, the nearest end. */
export function bandOf(paper: Paper, score: number): PaperResult | null {
  const bands = [...paper.results].sort((a, b) => a.minScore - b.minScore);
  const inside = bands.find((band) => score >= band.minScore && score <= band.maxScore);
  if (inside) return inside;
  const first = bands[0];
  return first && score < first.minScore ? first : (bands[bands.length - 1] ?? null);
}

export type QuizResult = { score: number; maxScore: number; band: PaperResult | null };

export function resultOf(paper: Paper, answers: Answers): QuizResult | null {
  if (!isComplete(paper, answers)) return null;
  const score = scoreOf(paper, answers);
  const maxScore = paper.questions.reduce((sum, question) => sum + questionMaxScore(question), 0);
  return { score, maxScore, band: bandOf(paper, score) };
}

/** One's choice on a question: single choice replaces, multiple choice toggles. */
export function choose(question: Question, answers: Answers, optionId: number): Answers {
  const chosen = answers[question.questionId] ?? [];
  const next = question.multiple
    ? chosen.includes(optionId)
      ? chosen.filter((id) => id !== optionId)
      : [...chosen, optionId]
    : [optionId];
  return { ...answers, [question.questionId]: next };
}

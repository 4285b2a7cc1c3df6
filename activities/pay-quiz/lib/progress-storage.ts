import type { Paper } from '@/entities/quiz';
import { readStorage, writeStorage } from '@/shared/lib/storage';
import type { Answers } from './score';

/** Where one person's answers to one paper are kept, so a reload (or WeChat killing the page) loses nothing. */
export function progressKey(userId: number | null, paperId: number): string {
  return `wkt:pay-quiz:${userId ?? 'guest'}:${paperId}`;
}

export type Progress = { answers: Answers; index: number };

export const EMPTY_PROGRESS: Progress = { answers: {}, index: 0 };

/** Saved progress, kept only where it still fits the paper (questions and options may have changed since). */
export function readProgress(userId: number | null, paper: Paper): Progress {
  const saved = parse(readStorage('local', progressKey(userId, paper.paperId)));
  if (!saved) return EMPTY_PROGRESS;
  const answers: Answers = {};
  for (const question of paper.questions) {
    const known = new Set(question.options.map((option) => option.optionId));
    const chosen = (saved.answers[question.questionId] ?? []).filter((id) => known.has(id));
    if (chosen.length) answers[question.questionId] = question.multiple ? chosen : chosen.slice(0, 1);
  }
  const last = Math.max(0, paper.questions.length - 1);
  return { answers, index: Math.min(Math.max(0, Math.trunc(saved.index)), last) };
}

export function writeProgress(userId: number | null, paperId: number, progress: Progress): void {
  writeStorage('local', progressKey(userId, paperId), JSON.stringify(progress));
}

export function clearProgress(userId: number | null, paperId: number): void {
  writeStorage('local', progressKey(userId, paperId), null);
}

function parse(text: string | null): { answers: Record<string, number[]>; index: number } | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { answers, index } = value as { answers?: unknown; index?: unknown };
    if (typeof answers !== 'object' || answers === null || typeof index !== 'number') return null;
    const clean: Record<string, number[]> = {};
    for (const [key, ids] of Object.entries(answers)) {
      if (Array.isArray(ids)) clean[key] = ids.filter((id): id is number => Number.isInteger(id));
    }
    return { answers: clean, index };
  } catch {
    return null;
  }
}

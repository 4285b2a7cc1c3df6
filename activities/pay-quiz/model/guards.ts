import type { Paper } from '@/entities/quiz';
import type { Decision, GuardInput } from '@/shared/routing';
import { paperIdFrom, quizPaths } from '../lib/paths';
import { readProgress } from '../lib/progress-storage';
import { isComplete } from '../lib/score';
import { loadPaperFx } from './paper';

/**
 * Before a question, answer or result page: a paid paper not bought yet → its intro (pay there); a result or the
 * review without a full set of answers → the questions. When the paper cannot load, the page shows its own error.
 */
export function createPaperGuard(needs: 'purchase' | 'answers') {
  return async ({ query, roles }: GuardInput): Promise<Decision | null> => {
    const paperId = paperIdFrom(query);
    // Called before any await: the load runs in the app's scope.
    const loading = loadPaperFx({ paperId });
    let paper: Paper;
    try {
      paper = await loading;
    } catch {
      return null;
    }
    if (paper.price > 0 && paper.isBought !== 1) return { kind: 'redirect', to: quizPaths.intro(paperId) };
    if (needs === 'answers' && !isComplete(paper, readProgress(roles.userId, paper).answers)) {
      return { kind: 'redirect', to: quizPaths.question(paperId) };
    }
    return null;
  };
}

import { useUnit } from 'effector-react';
import { Placeholder } from '@/shared/ui/placeholder';
import { quizPaths } from '../lib/paths';
import { pageRequested } from '../model/navigation';

/** Shown when the answers are not all there (cleared in another tab): the way back to the questions. */
export function NoResult({ paperId }: { paperId: number }) {
  const go = useUnit(pageRequested);
  return (
    <Placeholder
      title="还没有完成答题"
      description="答完全部题目后就能看到结果"
      actionLabel="去答题"
      onAction={() => go(quizPaths.question(paperId))}
    />
  );
}

import { useUnit } from 'effector-react';
import { hrefTo } from '@/shared/routing';
import { ActionBar } from '@/shared/ui/action-bar';
import { Button, buttonClassName } from '@/shared/ui/button';
import { quizPaths } from '../lib/paths';
import { restartClicked } from '../model/answering';

/** Under a result: the other result page, the answers, a new try. */
export function ResultActions({ paperId, other }: { paperId: number; other: 'amuseResult' | 'majorResult' }) {
  const restart = useUnit(restartClicked);
  return (
    <>
      <p className="quiz-share-tip">点击右上角「···」，把结果分享给好友</p>
      <nav className="quiz-links" aria-label="更多结果">
        <a href={hrefTo(quizPaths[other](paperId))}>{other === 'majorResult' ? '查看专业解读' : '查看趣味结果'}</a>
        <a href={hrefTo(quizPaths.answer(paperId))}>查看我的答案</a>
      </nav>
      <ActionBar label="结果操作">
        <Button variant="secondary" onClick={() => restart()}>
          重新测试
        </Button>
        <a className={buttonClassName({ variant: 'primary' })} href={hrefTo(quizPaths.intro(paperId))}>
          返回测评首页
        </a>
      </ActionBar>
    </>
  );
}

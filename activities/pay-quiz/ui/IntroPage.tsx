import { useUnit } from 'effector-react';
import type { Paper } from '@/entities/quiz';
import { PurchaseStatus } from '@/features/purchase';
import type { ActivityPageProps } from '@/shared/activity';
import { formatPrice } from '@/shared/lib/format';
import { hrefTo } from '@/shared/routing';
import { ActionBar } from '@/shared/ui/action-bar';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Image } from '@/shared/ui/image';
import { paperIdFrom, quizPaths } from '../lib/paths';
import { $progress, $result } from '../model/progress';
import { paperPurchase } from '../model/purchase';
import { QuizScreen } from './QuizScreen';

/** About 30 s a question, rounded up to whole minutes. */
const minutesFor = (paper: Paper) => Math.max(1, Math.ceil(paper.questions.length / 2));

function StartActions({ paper }: { paper: Paper }) {
  const [progress, result] = useUnit([$progress, $result]);
  const started = progress.paperId === paper.paperId && Object.keys(progress.answers).length > 0;
  return (
    <ActionBar label="开始测试">
      {result && (
        <a className={buttonClassName({ variant: 'secondary' })} href={hrefTo(quizPaths.amuseResult(paper.paperId))}>
          查看结果
        </a>
      )}
      <a className={buttonClassName({ variant: 'primary' })} href={hrefTo(quizPaths.question(paper.paperId))}>
        {started && !result ? '继续测试' : '开始测试'}
      </a>
    </ActionBar>
  );
}

function BuyActions({ paper }: { paper: Paper }) {
  const [buy, busy] = useUnit([paperPurchase.buyClicked, paperPurchase.$busy]);
  return (
    <ActionBar label="购买测评">
      <div className="quiz-intro__buy">
        <PurchaseStatus purchase={paperPurchase} />
        <Button block loading={busy} onClick={() => buy({ paperId: paper.paperId })}>
          支付 {formatPrice(paper.price)} 开始测试
        </Button>
      </div>
    </ActionBar>
  );
}

function PaperIntro({ paper }: { paper: Paper }) {
  const free = paper.price === 0;
  const unlocked = free || paper.isBought === 1;
  return (
    <>
      <Image src={paper.cover} alt={`${paper.title}封面`} eager />
      <section className="quiz-card quiz-intro" aria-labelledby="quiz-intro-title">
        <h2 id="quiz-intro-title" className="quiz-intro__title">
          {paper.title}
        </h2>
        <p className="quiz-intro__summary">{paper.summary}</p>
        <ul className="quiz-intro__facts">
          <li>共 {paper.questions.length} 题</li>
          <li>约 {minutesFor(paper)} 分钟</li>
          <li className="quiz-intro__price">{free ? '免费' : formatPrice(paper.price)}</li>
          {!free && paper.isBought === 1 && <li className="quiz-intro__bought">已购买</li>}
        </ul>
      </section>
      <section className="quiz-card" aria-labelledby="quiz-intro-gains">
        <h2 id="quiz-intro-gains" className="quiz-card__heading">
          测完你将获得
        </h2>
        <ul className="quiz-intro__gains">
          <li>一份趣味结果，可以分享给好友</li>
          <li>专业解读：逐题得分与所在区间</li>
          <li>答案回顾，随时修改重测</li>
        </ul>
      </section>
      {unlocked ? <StartActions paper={paper} /> : <BuyActions paper={paper} />}
    </>
  );
}

/** pay/index: what the paper is, its price, and the way in (开始测试, or 支付 ¥x 开始测试 for a paid one). */
export function IntroPage({ query, title }: ActivityPageProps) {
  const paperId = paperIdFrom(query);
  return (
    <QuizScreen key={paperId} page="intro" title={title} paperId={paperId}>
      {(paper) => <PaperIntro paper={paper} />}
    </QuizScreen>
  );
}

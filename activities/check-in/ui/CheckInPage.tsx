import { useUnit } from 'effector-react';
import type { ActivityPageProps } from '@/shared/activity';
import { formatMoney } from '@/shared/lib/format';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { hrefTo, linkToMine } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import type { Progress } from '../api/check-in';
import {
  $checkInError,
  $checkingIn,
  $progress,
  $progressStatus,
  CheckInGate,
  checkInClicked,
  retryClicked,
} from '../model/check-in';
import { DayCircles } from './DayCircles';
import './check-in.css';

function Prize({ coupon }: { coupon: NonNullable<Progress['coupon']> }) {
  return (
    <section className="check-in__prize" aria-labelledby="check-in-prize">
      <h2 id="check-in-prize">你已领取打卡礼券 {formatMoney(coupon.amount)}</h2>
      <p>
        {coupon.title} · 满 {formatMoney(coupon.minSpend)} 可用
      </p>
      <a className={buttonClassName({ block: true })} href={hrefTo(linkToMine('mine-coupon'))}>
        查看我的优惠券
      </a>
    </section>
  );
}

function Content({ progress }: { progress: Progress }) {
  const [checkingIn, checkInError, onCheckIn] = useUnit([$checkingIn, $checkInError, checkInClicked]);
  return (
    <div className="check-in">
      <h2 className="check-in__count">
        已打卡 {progress.days} / {progress.goal} 天
      </h2>
      <DayCircles days={progress.days} goal={progress.goal} />
      {progress.coupon ? (
        <Prize coupon={progress.coupon} />
      ) : (
        <button
          type="button"
          className={buttonClassName({ block: true })}
          disabled={progress.checkedToday === 1}
          aria-busy={checkingIn || undefined}
          onClick={() => onCheckIn()}
        >
          {progress.checkedToday === 1 ? '今天已打卡，明天再来' : '今日打卡'}
        </button>
      )}
      {checkInError && <p role="alert">打卡没成功：{checkInError}。请再试一次。</p>}
      <h2 className="check-in__rules-title">活动规则</h2>
      <ol className="check-in__rules">
        {progress.rule.split('\n').map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </div>
  );
}

/** 签到打卡领券: seven days of check-ins, a coupon on the seventh. */
export function CheckInPage({ title }: ActivityPageProps) {
  useGateAfterPaint(CheckInGate);
  const [progress, status, onRetry] = useUnit([$progress, $progressStatus, retryClicked]);
  return (
    <main data-page="check-in">
      <PageHeader title={title} />
      {progress ? (
        <Content progress={progress} />
      ) : status === 'fail' ? (
        <Placeholder kind="error" onAction={() => onRetry()} />
      ) : (
        <DetailSkeleton />
      )}
    </main>
  );
}

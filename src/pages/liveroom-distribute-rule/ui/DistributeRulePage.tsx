import { REVENUE_SPLIT } from '@/entities/lecturer';
import { formatMoney } from '@/shared/lib/format';
import type { PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import './distribute-rule.css';

/** An example sale, worked out with the same numbers (fen). */
const EXAMPLE_PRICE = 9900;
const EXAMPLE_PROMOTER_PERCENT = 20;

/** mine/liveroom/distributeRule — how the money of a sale is split; numbers from REVENUE_SPLIT (constants). */
export default function DistributeRulePage({ title }: PageProps) {
  const split = REVENUE_SPLIT;
  const platform = Math.round((EXAMPLE_PRICE * split.platformPercent) / 100);
  const promoter = Math.round((EXAMPLE_PRICE * EXAMPLE_PROMOTER_PERCENT) / 100);
  const lecturer = EXAMPLE_PRICE - platform;
  return (
    <main className="split-rule" data-page="liveroom-distribute-rule">
      <PageHeader title={title} />
      <section className="split-rule__card" aria-labelledby="split-basic">
        <h2 id="split-basic">基本分成</h2>
        <table className="split-rule__table">
          <caption className="split-rule__caption">学员实付金额的分配</caption>
          <tbody>
            <tr>
              <th scope="row">讲师</th>
              <td>{split.lecturerPercent}%</td>
            </tr>
            <tr>
              <th scope="row">平台服务费（含支付手续费）</th>
              <td>{split.platformPercent}%</td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className="split-rule__card" aria-labelledby="split-promoter">
        <h2 id="split-promoter">推广分销</h2>
        <p>
          开启分销的课程，学员通过推广者分享的链接购买时，推广者获得佣金。佣金比例由讲师为每门课程设定，范围
          {split.promoterMinPercent}%–{split.promoterMaxPercent}%，从讲师的部分中支付，平台服务费不变。
        </p>
        <p>设为“独家”的课程只能通过本直播间推广；关闭分销的课程不产生佣金。</p>
      </section>
      <section className="split-rule__card" aria-labelledby="split-example">
        <h2 id="split-example">举个例子</h2>
        <p>
          一门 {formatMoney(EXAMPLE_PRICE)} 的课程，佣金比例 {EXAMPLE_PROMOTER_PERCENT}%，由推广者带来购买：
        </p>
        <ul className="split-rule__list">
          <li>平台服务费：{formatMoney(platform)}</li>
          <li>推广者佣金：{formatMoney(promoter)}</li>
          <li>讲师所得：{formatMoney(lecturer - promoter)}</li>
        </ul>
        <p>没有推广者时，讲师所得为 {formatMoney(lecturer)}。</p>
      </section>
      <section className="split-rule__card" aria-labelledby="split-settle">
        <h2 id="split-settle">结算与提现</h2>
        <p>
          收入在购买 {split.settleDays} 天后（退款期结束）进入可提现余额，单次提现不少于{' '}
          {formatMoney(split.minWithdrawFen)}，提现到与实名认证一致的银行账户。
        </p>
      </section>
    </main>
  );
}

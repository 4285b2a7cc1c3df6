import { ruleLines } from '../lib/coupon-terms';

export function PacketRules({ rule }: { rule: string }) {
  return (
    <section className="rp-rules" aria-labelledby="rp-rules-title">
      <h2 id="rp-rules-title" className="rp-rules__title">
        活动规则
      </h2>
      <ol className="rp-rules__list">
        {ruleLines(rule).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </section>
  );
}

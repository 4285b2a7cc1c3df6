import { useUnit } from 'effector-react';
import type { PacketInfo } from '../api/redpacket';
import { couponTerms } from '../lib/coupon-terms';
import { $openError, $opening, openClicked } from '../model/redpacket';
import './sealed-packet.css';

/** The closed envelope with its round gold 拆 button, the classic way a red packet asks to be opened. */
export function SealedPacket({ packet }: { packet: PacketInfo }) {
  const [opening, openError, onOpen] = useUnit([$opening, $openError, openClicked]);
  return (
    <section className="rp-envelope" aria-labelledby="rp-envelope-title">
      <div className="rp-envelope__flap">
        <p className="rp-envelope__from">微课堂送你一个红包</p>
        <h2 id="rp-envelope-title" className="rp-envelope__title">
          {packet.title}
        </h2>
      </div>
      <button
        type="button"
        className="rp-open"
        aria-label="拆红包"
        aria-busy={opening || undefined}
        onClick={() => onOpen()}
      >
        拆
      </button>
      <p className="rp-envelope__hint">点「拆」，看看你的学习红包有多大</p>
      {openError && (
        <p className="rp-envelope__error" role="alert">
          红包没拆开：{openError}。请再点一次「拆」。
        </p>
      )}
      <p className="rp-envelope__terms">
        {packet.couponTitle}
        <br />
        {couponTerms(packet.minSpend, packet.expiresAt)}
      </p>
    </section>
  );
}

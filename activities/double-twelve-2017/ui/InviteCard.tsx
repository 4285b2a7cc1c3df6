import { useUnit } from 'effector-react';
import { hrefTo } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Placeholder } from '@/shared/ui/placeholder';
import { SkeletonText } from '@/shared/ui/skeleton';
import { shareRankPath } from '../lib/paths';
import { copyLinkClicked } from '../model/copy-link';
import { $inviteLink, $shareInfo, $shareInfoFailed, shareInfoRequested } from '../model/share-info';
import './invite.css';

/** 邀请好友: the viewer's own share-friend link to send (with copy), and the way to the rank. */
export function InviteCard({ showRankLink = true }: { showRankLink?: boolean }) {
  const [info, link, failed, copy, retry] = useUnit([
    $shareInfo,
    $inviteLink,
    $shareInfoFailed,
    copyLinkClicked,
    shareInfoRequested,
  ]);
  return (
    <section className="d12-card d12-invite" aria-labelledby="d12-invite-title">
      <div className="d12-invite__head">
        <h2 id="d12-invite-title" className="d12-card__title">
          邀请好友
        </h2>
        {showRankLink && info && (
          <a className="d12-link" href={hrefTo(shareRankPath(info.shareCode))}>
            查看邀请排行
          </a>
        )}
      </div>
      <p className="d12-card__text">好友打开你的链接就算邀请了一位，邀请越多排名越靠前。</p>
      {link ? (
        <>
          <label className="d12-invite__label" htmlFor="d12-invite-link">
            我的邀请链接
          </label>
          <div className="d12-invite__row">
            <input
              id="d12-invite-link"
              className="d12-invite__link"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button size="s" onClick={() => copy()}>
              复制链接
            </Button>
          </div>
          <p className="d12-card__hint">在微信里也可以点右上角「···」直接发给朋友。</p>
        </>
      ) : failed ? (
        <Placeholder kind="error" title="邀请链接加载失败" onAction={() => retry()} />
      ) : (
        <SkeletonText lines={2} />
      )}
    </section>
  );
}

import { useGateAfterPaint } from '@/shared/lib/gate';
import { hrefTo, linkTo, type PageProps } from '@/shared/routing';
import { Poster } from '@/shared/ui/poster';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../lib/draw-poster';
import { invitePoster, PosterGate } from '../model/poster';
import { InviteScreen } from './InviteScreen';

const POSTER_SIZE = { width: POSTER_WIDTH, height: POSTER_HEIGHT };

function InvitePoster() {
  useGateAfterPaint(PosterGate);
  return (
    <Poster
      model={invitePoster}
      size={POSTER_SIZE}
      name="邀请卡"
      alt="我的邀请卡（含邀请二维码）"
      hint="长按图片保存，发给好友或分享到朋友圈"
    />
  );
}

/** invite/card — 我的邀请卡: a poster drawn on the device with the invite link's QR code. */
export function InviteCardPage({ title }: PageProps) {
  return (
    <InviteScreen name="invite-card" title={title}>
      {() => (
        <>
          <InvitePoster />
          <p className="invite__more">
            <a href={hrefTo(linkTo('invite-index'))}>查看活动规则</a>
          </p>
        </>
      )}
    </InviteScreen>
  );
}

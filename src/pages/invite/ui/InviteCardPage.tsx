import { useUnit } from 'effector-react';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { hrefTo, linkTo, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { Skeleton } from '@/shared/ui/skeleton';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../lib/draw-poster';
import { $poster, $posterState, PosterGate, posterRetried } from '../model/poster';
import { CampaignStates } from './CampaignStates';
import './invite.css';

function Poster() {
  useGateAfterPaint(PosterGate);
  const [image, state, retried] = useUnit([$poster, $posterState, posterRetried]);
  if (state === 'failed')
    return <Placeholder kind="error" title="邀请卡生成失败" description="请重试" onAction={retried} />;
  if (state !== 'ready' || !image)
    return (
      <div className="invite__poster invite__poster--drawing" role="status" aria-label="邀请卡生成中">
        <Skeleton ratio={POSTER_WIDTH / POSTER_HEIGHT} radius="var(--radius-l)" />
      </div>
    );
  return (
    <figure className="invite__poster-figure">
      {/* A real <img>: WeChat saves and recognises long-pressed images only. */}
      <img
        className="invite__poster"
        src={image}
        alt="我的邀请卡（含邀请二维码）"
        width={POSTER_WIDTH / 2}
        height={POSTER_HEIGHT / 2}
      />
      <figcaption className="invite__poster-hint">长按图片保存，发给好友或分享到朋友圈</figcaption>
    </figure>
  );
}

/** invite/card — 我的邀请卡: a poster drawn on the device with the invite link's QR code. */
export function InviteCardPage({ title }: PageProps) {
  return (
    <main className="invite" data-page="invite-card">
      <PageHeader title={title} />
      <CampaignStates>
        <Poster />
        <p className="invite__more">
          <a href={hrefTo(linkTo('invite-index'))}>查看活动规则</a>
        </p>
      </CampaignStates>
    </main>
  );
}

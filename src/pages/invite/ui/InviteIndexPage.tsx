import type { InviteActive } from '@/entities/home-content';
import { hrefTo, linkTo, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { InviteScreen } from './InviteScreen';

const day = (ms: number) => {
  const date = new Date(ms);
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`;
};

function CampaignDetail({ campaign }: { campaign: InviteActive }) {
  const rules = campaign.rule.split('\n').filter((line) => line.trim());
  return (
    <>
      <section className="invite__hero" aria-labelledby="invite-title">
        {campaign.cover && <img className="invite__cover" src={campaign.cover} alt="" />}
        <h2 id="invite-title" className="invite__title">
          {campaign.title}
        </h2>
        {campaign.rewardDesc && <p className="invite__reward">{campaign.rewardDesc}</p>}
        <p className="invite__period">
          活动时间：{day(campaign.startTime)} – {day(campaign.endTime)}
        </p>
      </section>
      <section className="invite__panel" aria-label="我的邀请">
        <p className="invite__count">
          已成功邀请 <strong>{campaign.inviteNum}</strong> 位好友
        </p>
        <div className="invite__actions">
          <a className={buttonClassName({ block: true })} href={hrefTo(linkTo('invite-card'))}>
            生成我的邀请卡
          </a>
          <a className={buttonClassName({ variant: 'secondary', block: true })} href={hrefTo(linkTo('invite-share'))}>
            分享给微信好友
          </a>
        </div>
      </section>
      {rules.length > 0 && (
        <section className="invite__panel" aria-labelledby="invite-rules">
          <h2 id="invite-rules" className="invite__panel-title">
            活动规则
          </h2>
          <ul className="invite__rules">
            {rules.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** invite/index — 邀请有礼: the campaign, the viewer's count, the ways to invite and the rules. */
export function InviteIndexPage({ title }: PageProps) {
  return (
    <InviteScreen name="invite-index" title={title}>
      {(campaign) => <CampaignDetail campaign={campaign} />}
    </InviteScreen>
  );
}

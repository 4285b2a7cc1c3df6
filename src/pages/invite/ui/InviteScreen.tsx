import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import type { InviteActive } from '@/entities/home-content';
import { HOME_PATH, navigateTo } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { Skeleton, SkeletonText } from '@/shared/ui/skeleton';
import { type CampaignState, campaignPage } from '../model/campaign';
import './invite.css';

const OFF = {
  none: { title: '暂时没有邀请活动', description: '活动上线后会第一时间通知你，先去看看好课吧' },
  notStarted: { title: '邀请活动还没开始', description: '活动开始后再来邀请好友吧' },
  ended: { title: '邀请活动已结束', description: '感谢参与，下次活动再见' },
} as const;

const skeleton = (
  <div className="invite__loading" role="status" aria-label="加载中">
    <Skeleton ratio={16 / 9} />
    <SkeletonText lines={4} />
  </div>
);

function CampaignOff({ state }: { state: Exclude<CampaignState, 'running'> }) {
  return <Placeholder {...OFF[state]} actionLabel="去首页看看" onAction={() => navigateTo(HOME_PATH)} />;
}

type Props = {
  /** The screen's route name (data-page). */
  name: string;
  title: string;
  /** What the screen shows while the campaign runs. */
  children: (campaign: InviteActive) => ReactNode;
};

/** An invite screen: its header, then the campaign loading, failed or off, and `children` only while it runs. */
export function InviteScreen({ name, title, children }: Props) {
  const opened = useUnit(campaignPage.opened);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="invite" data-page={name}>
      <PageHeader title={title} />
      <ResourceView resource={campaignPage} skeleton={skeleton}>
        {({ active, status }) => (status === 'running' ? active && children(active) : <CampaignOff state={status} />)}
      </ResourceView>
    </main>
  );
}

import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import { HOME_PATH, navigateTo } from '@/shared/routing';
import { Placeholder } from '@/shared/ui/placeholder';
import { Skeleton, SkeletonText } from '@/shared/ui/skeleton';
import { $loadError, $status, inviteOpened } from '../model/campaign';

const OFF = {
  none: { title: '暂时没有邀请活动', description: '活动上线后会第一时间通知你，先去看看好课吧' },
  notStarted: { title: '邀请活动还没开始', description: '活动开始后再来邀请好友吧' },
  ended: { title: '邀请活动已结束', description: '感谢参与，下次活动再见' },
} as const;

/** Loads the campaign; shows its loading, failed and off states, and `children` only while it runs. */
export function CampaignStates({ children }: { children: ReactNode }) {
  const [status, error, opened] = useUnit([$status, $loadError, inviteOpened]);
  useEffect(() => {
    opened();
  }, [opened]);
  if (status === 'loading')
    return (
      <div className="invite__loading" role="status" aria-label="加载中">
        <Skeleton ratio={16 / 9} />
        <SkeletonText lines={4} />
      </div>
    );
  if (status === 'failed') return <Placeholder kind="error" error={error} onAction={opened} />;
  if (status !== 'running')
    return <Placeholder {...OFF[status]} actionLabel="去首页看看" onAction={() => navigateTo(HOME_PATH)} />;
  return <>{children}</>;
}

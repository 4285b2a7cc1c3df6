import { useUnit } from 'effector-react';
import { Placeholder } from '@/shared/ui/placeholder';
import { SkeletonText } from '@/shared/ui/skeleton';
import { $sharerFailed, $sharerLookup, sharerRetried } from '../model/share-friend';
import { Avatar } from './Avatar';
import './rank.css';

/** Who sent the link. */
export function Inviter({ shareCode }: { shareCode: string }) {
  const [lookup, failed, retry] = useUnit([$sharerLookup, $sharerFailed, sharerRetried]);
  const sharer = lookup?.shareCode === shareCode ? lookup.sharer : undefined;
  if (sharer) {
    return (
      <section className="d12-card d12-inviter" aria-label="邀请人">
        <Avatar src={sharer.avatar} size={48} />
        <p className="d12-inviter__text">
          <strong>{sharer.nickName || '你的好友'}</strong> 邀请你一起抢年终好课
        </p>
      </section>
    );
  }
  if (failed) return <Placeholder kind="error" title="邀请信息加载失败" onAction={() => retry()} />;
  if (sharer === null) {
    return (
      <section className="d12-card" aria-label="邀请人">
        <p className="d12-card__text">这个邀请链接已失效，不过年终特惠还在进行中。</p>
      </section>
    );
  }
  return (
    <section className="d12-card" aria-label="邀请人" aria-busy="true">
      <SkeletonText lines={1} />
    </section>
  );
}

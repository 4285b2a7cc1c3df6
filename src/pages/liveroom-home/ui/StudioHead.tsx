import { useUnit } from 'effector-react';
import type { StudioHome } from '@/entities/studio';
import { formatCount } from '@/shared/lib/format';
import { hrefTo, linkToMine } from '@/shared/routing';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Image } from '@/shared/ui/image';
import { $follow, followClicked } from '../model/follow';

/** Who runs the studio, its followers, and 关注 (or 管理直播间 for its own lecturer). */
export function StudioHead({ home }: { home: StudioHome }) {
  const [follow, clicked] = useUnit([$follow, followClicked]);
  const name = home.studioName || `${home.lecturerName || '讲师'}的直播间`;
  return (
    <section className="studio-head" aria-label="直播间">
      <span className="studio-head__avatar">
        <Image src={home.avatar} alt="" ratio={1} displayWidth={64} round />
      </span>
      <span className="studio-head__text">
        <h2 className="studio-head__name">{name}</h2>
        <span className="studio-head__meta">
          {home.lecturerName && <span>讲师 {home.lecturerName}</span>}
          <span>{formatCount(follow.fansNum)} 人关注</span>
        </span>
      </span>
      {home.isOwner ? (
        <a className={buttonClassName({ variant: 'secondary', size: 's' })} href={hrefTo(linkToMine('liveroom-mine'))}>
          管理
        </a>
      ) : (
        <Button
          size="s"
          variant={follow.isFollowed ? 'secondary' : 'primary'}
          aria-pressed={follow.isFollowed === 1}
          onClick={clicked}
        >
          {follow.isFollowed ? '已关注' : '+ 关注'}
        </Button>
      )}
    </section>
  );
}

import { useUnit } from 'effector-react';
import type { LecturerProfile } from '@/entities/lecturer';
import type { StudioSummary } from '@/entities/studio';
import { hrefTo, linkToMine } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import { ResourceView } from '@/shared/ui/resource-view';
import { studioSummary } from '../model/liveroom-mine';

/** The studio's counts; `--` while they are on their way. */
function HubCounts({ summary }: { summary: StudioSummary | null }) {
  const counts = [
    ['课程', summary?.lessonCount],
    ['待上架', summary?.unlistedCount],
    ['专栏', summary?.columnCount],
    ['粉丝', summary?.fansNum],
  ] as const;
  return (
    <dl className="hub-head__counts" aria-busy={summary === null}>
      {counts.map(([label, value]) => (
        <div key={label} className="hub-head__count">
          <dt>{label}</dt>
          <dd>{value ?? '--'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Studio name and avatar, then its counts (a verified lecturer's studio only). */
export function HubHead({ profile, verified }: { profile: LecturerProfile | null; verified: boolean }) {
  const summary = useUnit(studioSummary.$data);
  const name = summary?.studioName || `${profile?.userNickName || '讲师'}的直播间`;
  return (
    <section className="hub-head" aria-label="我的直播间">
      <div className="hub-head__who">
        <span className="hub-head__avatar">
          <Image src={profile?.userImg} alt="" ratio={1} displayWidth={56} round />
        </span>
        <span className="hub-head__text">
          <span className="hub-head__name">{name}</span>
          {verified && profile && (
            <a className="hub-head__home" href={hrefTo(linkToMine('liveroom-home', { id: profile.studioId }))}>
              我的主页
            </a>
          )}
        </span>
      </div>
      {verified && (
        <ResourceView resource={studioSummary} skeleton={<HubCounts summary={null} />}>
          {(shown) => <HubCounts summary={shown} />}
        </ResourceView>
      )}
    </section>
  );
}

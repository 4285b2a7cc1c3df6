import { useUnit } from 'effector-react';
import type { LecturerProfile } from '@/entities/lecturer';
import { hrefTo, linkToMine } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import { Placeholder } from '@/shared/ui/placeholder';
import { $summary, $summaryError, $summaryState, summaryRetried } from '../model/liveroom-mine';

/** Studio name and avatar, then its counts (a verified lecturer's studio only). */
export function HubHead({ profile, verified }: { profile: LecturerProfile | null; verified: boolean }) {
  const [summary, state, error, retried] = useUnit([$summary, $summaryState, $summaryError, summaryRetried]);
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
      {verified && state === 'failed' && <Placeholder kind="error" error={error} onAction={retried} />}
      {verified && state !== 'failed' && (
        <dl className="hub-head__counts" aria-busy={state === 'loading'}>
          {(
            [
              ['课程', summary?.lessonCount],
              ['待上架', summary?.unlistedCount],
              ['专栏', summary?.columnCount],
              ['粉丝', summary?.fansNum],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="hub-head__count">
              <dt>{label}</dt>
              <dd>{value ?? '--'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { hrefTo, linkToMine, navigateTo, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { contentEntries, settingEntries } from '../config/entries';
import { authView } from '../lib/auth-state';
import { $isVerified, $profile, $profileError, liveroomMineOpened } from '../model/liveroom-mine';
import { HubEntries } from './HubEntries';
import { HubHead } from './HubHead';
import './liveroom-mine.css';

const AUTH_LINK = linkToMine('liveroom-authenticate', { type: 1 });

/** mine/liveroom/mine — 直播间管理, the lecturer's hub; a viewer who is not a lecturer goes to 讲师入驻. */
export default function LiveroomMinePage({ title }: PageProps) {
  const [profile, profileError, verified, opened] = useUnit([$profile, $profileError, $isVerified, liveroomMineOpened]);
  const isLecturer = profile?.isLecturer === 1;
  const notLecturer = profile !== null && !isLecturer;
  useEffect(() => {
    if (notLecturer) navigateTo(linkToMine('join-index'), { replace: true });
    else opened();
  }, [notLecturer, opened]);
  if (notLecturer) return null;
  if (!profile) {
    return (
      <main className="hub" data-page="liveroom-mine">
        <PageHeader title={title} />
        <Placeholder kind="error" error={profileError} onAction={opened} />
      </main>
    );
  }
  const auth = authView(profile.realNameAuth);
  return (
    <main className="hub" data-page="liveroom-mine">
      <PageHeader title={title} />
      <HubHead profile={profile} verified={verified} />
      <a className={`hub-auth${auth.verified ? ' is-verified' : ''}`} href={hrefTo(AUTH_LINK)}>
        <span className="hub-auth__label">实名认证</span>
        <span className="hub-auth__state">{auth.label}</span>
        {auth.action && <span className="hub-auth__action">{auth.action}</span>}
      </a>
      {!auth.verified && (
        <p className="hub-notice" role="note">
          完成实名认证后才能管理课程、专栏和轮播图，并上架课程到直播间主页。
        </p>
      )}
      <HubEntries label="内容管理" entries={contentEntries} verified={verified} authLink={AUTH_LINK} />
      <HubEntries label="直播间设置" entries={settingEntries} verified={verified} authLink={AUTH_LINK} />
    </main>
  );
}

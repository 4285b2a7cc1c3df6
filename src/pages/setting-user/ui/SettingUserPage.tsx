import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { ProfileLink, ProfileLinks, ProfileList, ProfileNote } from '@/entities/user';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceView } from '@/shared/ui/resource-view';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import { profilePage, realNameLabel } from '../model/setting-user';
import './setting-user.css';

/** mine/setting/user — the lecturer's account: avatar, nickname, masked phone, real-name state, studio profile. */
export default function SettingUserPage({ title }: PageProps) {
  const opened = useUnit(profilePage.opened);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="setting-user" data-page="setting-user">
      <PageHeader title={title} />
      <ResourceView resource={profilePage} skeleton={<DetailSkeleton />}>
        {(profile) => (
          <>
            <ProfileList profile={profile} />
            <ProfileLinks label="讲师资料">
              <ProfileLink
                href={hrefTo(linkToMine('liveroom-authenticate', { type: 1 }))}
                label="实名认证"
                value={realNameLabel(profile.realNameAuth)}
                done={profile.realNameAuth === 2}
              />
              <ProfileLink href={hrefTo(linkToMine('liveroom-info'))} label="直播间资料" value="名称、头像、简介" />
              <ProfileLink href={hrefTo(linkToMine('liveroom-distribute-rule'))} label="分成规则" value="查看" />
            </ProfileLinks>
            <ProfileNote />
          </>
        )}
      </ResourceView>
    </main>
  );
}

import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { ProfileList, ProfileNote, ProfileRow } from '@/entities/user';
import type { PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceView } from '@/shared/ui/resource-view';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import { personInfoPage } from '../model/person-info';
import './mine-person-info.css';

/** mine/personInfo — 个人资料 of a lecturer: avatar, nickname, phone, intro (read-only). */
export default function MinePersonInfoPage({ title }: PageProps) {
  const opened = useUnit(personInfoPage.opened);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="person-info" data-page="mine-person-info">
      <PageHeader title={title} />
      <ResourceView resource={personInfoPage} skeleton={<DetailSkeleton />}>
        {(info) => (
          <>
            <ProfileList profile={info}>
              <ProfileRow label="讲师简介" block>
                {info.intro || '还没有简介'}
              </ProfileRow>
            </ProfileList>
            <ProfileNote />
          </>
        )}
      </ResourceView>
    </main>
  );
}

import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $user, $viewerRoles } from '@/entities/user';
import type { PageProps } from '@/shared/routing';
import { AfterFirstPaint, afterRouteChangePaint } from '@/shared/ui/after-paint';
import { PageHeader } from '@/shared/ui/page-header';
import { joinEntry, learnerEntries, lecturerEntries, settingEntry } from '../config/entries';
import { mineOpened } from '../model/mine-index';
import { EntryList } from './EntryList';
import { MineCounts } from './MineCounts';
import { ProfileHead } from './ProfileHead';
import { Recommendations } from './Recommendations';
import './mine-index.css';

/** mine/index — 我的: who I am, my counts, my learner screens, the studio for lecturers, recommendations. */
export default function MineIndexPage({ title }: PageProps) {
  const [user, roles, opened] = useUnit([$user, $viewerRoles, mineOpened]);
  // After the route change's first frame: the last counts and recommendations paint first.
  useEffect(() => afterRouteChangePaint(() => opened()), [opened]);
  return (
    <main className="mine-index" data-page="mine-index">
      <PageHeader title={title} showBack={false} />
      <ProfileHead nickName={user?.nickName ?? ''} avatar={user?.headimgurl ?? ''} isLecturer={roles.isLecturer} />
      <MineCounts />
      <EntryList label="我的学习" entries={learnerEntries} />
      <EntryList label="讲师" entries={roles.isLecturer ? lecturerEntries : [joinEntry]} />
      <EntryList label="其他" entries={[settingEntry]} />
      {/* Below the first screenful: its four cards come after the page's first frame. */}
      <AfterFirstPaint>
        <Recommendations />
      </AfterFirstPaint>
    </main>
  );
}

import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { Speaker } from '@/features/live-room';
import { linkToMine, navigateTo, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { $busyId, $notLecturer, $toggleError, muteToggled, speakers } from '../model/user-say';
import './user-say.css';

/** 已禁言的听众 (解除禁言) and, of the recent speakers, those not muted (禁言). */
function SpeakerLists({ muted, recent }: { muted: readonly Speaker[]; recent: readonly Speaker[] }) {
  const [busyId, toggleError, toggled] = useUnit([$busyId, $toggleError, muteToggled]);
  const mutedIds = new Set(muted.map((item) => item.userId));
  const unmuted = recent.filter((item) => !mutedIds.has(item.userId));
  const row = (speaker: Speaker, isMute: 0 | 1) => (
    <li key={speaker.userId} className="user-say__row">
      <span className="user-say__name">{speaker.userNickName || `用户 ${speaker.userId}`}</span>
      <button
        type="button"
        className="user-say__action"
        disabled={busyId === speaker.userId}
        onClick={() => toggled({ userId: speaker.userId, isMute })}
      >
        {isMute ? '禁言' : '解除禁言'}
      </button>
    </li>
  );
  return (
    <>
      {toggleError && (
        <p className="user-say__error" role="alert">
          {toggleError}
        </p>
      )}
      <section aria-labelledby="user-say-muted">
        <h2 id="user-say-muted" className="user-say__heading">
          已禁言的听众
        </h2>
        {muted.length === 0 ? (
          <p className="user-say__empty">还没有禁言任何人</p>
        ) : (
          <ul className="user-say__list">{muted.map((speaker) => row(speaker, 0))}</ul>
        )}
      </section>
      <section aria-labelledby="user-say-recent">
        <h2 id="user-say-recent" className="user-say__heading">
          最近发言的听众
        </h2>
        {unmuted.length === 0 ? (
          <p className="user-say__empty">直播间里最近没有听众发言</p>
        ) : (
          <ul className="user-say__list">{unmuted.map((speaker) => row(speaker, 1))}</ul>
        )}
      </section>
    </>
  );
}

/** mine/setting/userSay — 禁言管理: the studio's muted listeners (解除禁言) and recent speakers to mute. */
export default function SettingUserSayPage({ title }: PageProps) {
  const [notLecturer, opened] = useUnit([$notLecturer, speakers.opened]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="user-say" data-page="setting-user-say">
      <PageHeader title={title} />
      {notLecturer ? (
        <Placeholder
          title="成为讲师后可以管理禁言"
          description="禁言管理用于你的直播间：讲师可以禁止听众在直播间发言。"
          actionLabel="了解讲师入驻"
          onAction={() => navigateTo(linkToMine('join-index'))}
        />
      ) : (
        <ResourceView resource={speakers} skeleton={<ListSkeleton rows={3} />}>
          {(lists) => <SpeakerLists muted={lists.muted} recent={lists.recent} />}
        </ResourceView>
      )}
    </main>
  );
}

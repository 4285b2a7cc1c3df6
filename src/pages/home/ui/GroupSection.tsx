import { useUnit } from 'effector-react';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { LessonCardView } from '@/widgets/lesson-card';
import { HOME_LIST_SIZE } from '../config/layout';
import {
  $pickedGroup,
  $pickedLessons,
  GroupsGate,
  groupPicked,
  groupRetried,
  moreRequested,
} from '../model/group-lessons';
import { groups } from '../model/lower';
import { ListPlaceholder } from './Placeholders';
import { SectionError } from './SectionError';
import { SectionShell } from './SectionShell';

const PANEL_ID = 'home-group-panel';

/** 分类好课: a tab per category, and the picked category's lessons with 查看更多 in place. */
export function GroupSection() {
  useGateAfterPaint(GroupsGate);
  const [list, status, groupsError, retryGroups] = useUnit([
    groups.$items,
    groups.$status,
    groups.$error,
    groups.retried,
  ]);
  const [picked, lessons, pick, more, retry] = useUnit([
    $pickedGroup,
    $pickedLessons,
    groupPicked,
    moreRequested,
    groupRetried,
  ]);
  if (status === 'ready' && list.length === 0) return null;
  const loading = lessons.loading || status !== 'ready';
  if (status === 'failed') {
    return (
      <SectionShell title="分类好课">
        <SectionError onRetry={retryGroups} error={groupsError} />
      </SectionShell>
    );
  }
  return (
    <SectionShell title="分类好课">
      <div className="home-groups" role="tablist" aria-label="课程分类">
        {status === 'ready'
          ? list.map((group) => (
              <button
                key={group.groupId}
                type="button"
                role="tab"
                className="home-groups__tab"
                aria-selected={group.groupId === picked}
                aria-controls={PANEL_ID}
                onClick={() => pick(group.groupId)}
              >
                {group.groupName}
              </button>
            ))
          : [1, 2, 3, 4].map((key) => <span key={key} className="home-skeleton home-skeleton--tab" />)}
      </div>
      <div id={PANEL_ID} role="tabpanel" className="home-groups__panel">
        {lessons.failed ? (
          <SectionError onRetry={retry} />
        ) : lessons.items.length > 0 ? (
          <ul className="home-section__list">
            {lessons.items.map((lesson) => (
              <li key={lesson.lessonId}>
                <LessonCardView lesson={lesson} />
              </li>
            ))}
          </ul>
        ) : loading ? null : (
          <p className="home-section__empty">这个分类还没有课程</p>
        )}
        {loading && <ListPlaceholder rows={lessons.items.length > 0 ? 1 : HOME_LIST_SIZE} />}
        {lessons.hasMore && !loading && (
          <button type="button" className="home-section__load-more" onClick={more}>
            查看更多
          </button>
        )}
      </div>
    </SectionShell>
  );
}

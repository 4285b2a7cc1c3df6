import { useUnit } from 'effector-react';
import { useDeferredValue, useMemo } from 'react';
import type { LessonCard } from '@/entities/lesson';
import { LessonCardView } from '@/widgets/lesson-card';
import { HOME_LIST_SIZE } from '../config/layout';
import type { HomeSection } from '../model/section';
import { ListPlaceholder } from './Placeholders';
import { SectionError } from './SectionError';
import { SectionShell } from './SectionShell';

type Props<T extends LessonCard> = {
  title: string;
  section: HomeSection<T>;
  moreHref: string;
  /** A limited-time deal's end: the card counts down to it. */
  endTimeOf?: (lesson: T) => number;
};

/** A few lessons and a 更多 link to their listing; a list with nothing in it is left out of the screen. */
export function LessonSection<T extends LessonCard>({ title, section, moreHref, endTimeOf }: Props<T>) {
  const [currentItems, currentStatus, currentError, retry] = useUnit([
    section.$items,
    section.$status,
    section.$error,
    section.retried,
  ]);
  // An arriving answer renders in a background render (short slices), not in the synchronous render a store
  // update forces; items, status and error move together, so "ready" never shows with the previous items.
  const { items, status, error } = useDeferredValue(
    useMemo(
      () => ({ items: currentItems, status: currentStatus, error: currentError }),
      [currentItems, currentStatus, currentError],
    ),
  );
  if (status === 'ready' && items.length === 0) return null;
  return (
    <SectionShell title={title} moreHref={moreHref}>
      {status === 'failed' ? (
        <SectionError onRetry={retry} error={error} />
      ) : status === 'ready' ? (
        <ul className="home-section__list">
          {items.map((lesson) => (
            <li key={lesson.lessonId}>
              <LessonCardView lesson={lesson} bargainEndTime={endTimeOf?.(lesson)} />
            </li>
          ))}
        </ul>
      ) : (
        <ListPlaceholder rows={HOME_LIST_SIZE} />
      )}
    </SectionShell>
  );
}

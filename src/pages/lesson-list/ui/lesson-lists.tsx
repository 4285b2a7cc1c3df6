import type { BargainLesson, LessonCard } from '@/entities/lesson';
import { InfiniteList, type InfiniteListModel } from '@/shared/ui/infinite-list';
import { Placeholder } from '@/shared/ui/placeholder';
import { LessonCardView } from '@/widgets/lesson-card';

type ListProps<T> = { list: InfiniteListModel<T>; label: string; emptyText: string };

const lessonKey = (lesson: LessonCard) => lesson.lessonId;

export function LessonList({ list, label, emptyText }: ListProps<LessonCard>) {
  return (
    <InfiniteList
      list={list}
      label={label}
      getKey={lessonKey}
      empty={<Placeholder title={emptyText} />}
      renderItem={(lesson) => <LessonCardView lesson={lesson} />}
    />
  );
}

/** Limited-time deals: each card counts down (mount CountdownGate on the page). */
export function BargainList({ list, label, emptyText }: ListProps<BargainLesson>) {
  return (
    <InfiniteList
      list={list}
      label={label}
      getKey={lessonKey}
      empty={<Placeholder title={emptyText} />}
      renderItem={(lesson) => <LessonCardView lesson={lesson} bargainEndTime={lesson.bargainEndTime} />}
    />
  );
}

/** A list that starts at a given server page (shared links). */
type StartPageProps = Omit<ListProps<LessonCard>, 'list'> & {
  list: InfiniteListModel<LessonCard, { startPage: number }>;
  startPage: number;
};

export function StartPageList(props: StartPageProps) {
  return (
    <InfiniteList
      list={props.list}
      params={{ startPage: props.startPage }}
      label={props.label}
      getKey={lessonKey}
      empty={<Placeholder title={props.emptyText} />}
      renderItem={(lesson) => <LessonCardView lesson={lesson} />}
    />
  );
}

import { useUnit } from 'effector-react';
import type { LearnLesson } from '@/entities/lesson';
import { HOME_PATH, hrefTo, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { $continueLesson, studyList } from '../model/study-list';
import { ContinueCard } from './ContinueCard';
import { StudyRow } from './StudyRow';
import './study-index.css';

const lessonKey = (lesson: LearnLesson) => lesson.lessonId;

function EmptyStudy() {
  return (
    <div className="study-index__empty">
      <Placeholder title="还没有在学的课程" description="买过或听过的课程会出现在这里" />
      <a className={buttonClassName({ variant: 'primary', size: 's' })} href={hrefTo(HOME_PATH)}>
        去首页发现好课
      </a>
    </div>
  );
}

/** study/index — 学习: the viewer's lessons with progress, and 继续学习 on the one studied last. */
export default function StudyIndexPage({ title }: PageProps) {
  const continueLesson = useUnit($continueLesson);
  return (
    <main className="study-index" data-page="study-index">
      <PageHeader title={title} showBack={false} />
      {continueLesson && <ContinueCard lesson={continueLesson} />}
      <InfiniteList
        list={studyList}
        label="我的课程"
        getKey={lessonKey}
        empty={<EmptyStudy />}
        renderItem={(lesson) => <StudyRow lesson={lesson} />}
      />
    </main>
  );
}

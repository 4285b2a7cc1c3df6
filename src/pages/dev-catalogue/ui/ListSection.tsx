import { formatCount } from '@/shared/lib/format';
import { Image } from '@/shared/ui/image';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { type DemoLesson, demoList, emptyList, errorList, loadingList } from '../model/demo-lists';
import { Demo, Section } from './Section';

function LessonRow({ lesson }: { lesson: DemoLesson }) {
  return (
    <div className="dev-catalogue__lesson">
      <span className="dev-catalogue__lesson-cover">
        <Image src={lesson.cover} alt="" displayWidth={120} />
      </span>
      <span>
        <span className="dev-catalogue__lesson-title">{lesson.title}</span>
        <span className="dev-catalogue__lesson-meta">{formatCount(lesson.learners)} 人学过</span>
      </span>
    </div>
  );
}

const row = (lesson: DemoLesson) => <LessonRow lesson={lesson} />;
const key = (lesson: DemoLesson) => lesson.id;

export function ListSection() {
  return (
    <Section title="InfiniteList 无限列表">
      <Demo label="首次加载（骨架屏）">
        <InfiniteList list={loadingList} getKey={key} renderItem={row} />
      </Demo>
      <Demo label="空列表">
        <InfiniteList list={emptyList} getKey={key} renderItem={row} />
      </Demo>
      <Demo label="出错（重试后成功）">
        <InfiniteList list={errorList} getKey={key} renderItem={row} label="出错后重试的列表" />
      </Demo>
      <Demo label="滚动到底部加载下一页，三页后到底">
        <InfiniteList list={demoList} getKey={key} renderItem={row} label="课程列表" />
      </Demo>
    </Section>
  );
}

import { ImageUploadField } from '@/features/image-upload';
import { ContentEditor, type CoverSlot, LessonEditor } from '@/features/studio-draft';
import type { PageProps } from '@/shared/routing';
import { lessonContentEditor } from '../model/lesson-content';
import { lessonCover } from '../model/lesson-cover';

const coverField: CoverSlot = (props) => <ImageUploadField model={lessonCover} {...props} />;

export { StudioLessonIndexPage } from './StudioLessonIndexPage';
export { StudioLessonWarePage } from './StudioLessonWarePage';

/** mine/lesson/add */
export function StudioLessonAddPage(props: PageProps) {
  return <LessonEditor {...props} page="studio-lesson-add" coverField={coverField} />;
}

/** mine/lesson/{id}/edit */
export function StudioLessonEditPage(props: PageProps) {
  return <LessonEditor {...props} page="studio-lesson-edit" coverField={coverField} />;
}

/** mine/lesson/content/{id} — the lesson's rich content. */
export function StudioLessonContentPage(props: PageProps) {
  return <ContentEditor {...props} model={lessonContentEditor} page="studio-lesson-content" label="课程介绍" />;
}

import { ImageUploadField } from '@/features/image-upload';
import { ContentEditor, type CoverSlot, LessonEditor } from '@/features/studio-draft';
import type { PageProps } from '@/shared/routing';
import { columnContentEditor } from '../model/column-content';
import { columnLessonCover } from '../model/covers';
import { ColumnEditor } from './ColumnEditor';

const coverField: CoverSlot = (props) => <ImageUploadField model={columnLessonCover} {...props} />;

export { ChannelIndexPage } from './ChannelIndexPage';

/** mine/channel/add */
export function ChannelAddPage({ title }: PageProps) {
  return <ColumnEditor title={title} cateId={null} page="channel-add" />;
}

/** mine/channel/edit/{id} */
export function ChannelEditPage({ title, params }: PageProps) {
  return <ColumnEditor title={title} cateId={Number(params.id)} page="channel-edit" />;
}

/** mine/channel/{cid}/lesson/add — the lesson form with the column fixed. */
export function ChannelLessonAddPage(props: PageProps) {
  return <LessonEditor {...props} page="channel-lesson-add" coverField={coverField} />;
}

/** mine/channel/{cid}/lesson/{id}/edit */
export function ChannelLessonEditPage(props: PageProps) {
  return <LessonEditor {...props} page="channel-lesson-edit" coverField={coverField} />;
}

/** mine/channel/content/{id} — the column's rich content. */
export function ChannelContentPage(props: PageProps) {
  return <ContentEditor {...props} model={columnContentEditor} page="channel-content" label="专栏介绍" />;
}

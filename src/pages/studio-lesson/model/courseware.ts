import { attach, combine, createEvent, createStore, sample } from 'effector';
import { getOwnLessonFx, type OwnLesson, saveCoursewareFx } from '@/entities/studio-catalog';
import { createImageBatchUpload } from '@/features/image-upload';
import { errorMessage } from '@/shared/api';
import { createPageResource } from '@/shared/model';
import { moveItem } from '../lib/move-item';

/** The lesson whose courseware is edited, by id. */
export const coursewareLesson = createPageResource(
  attach({ effect: getOwnLessonFx, mapParams: (lessonId: number) => ({ lessonId }) }),
);
export const pageMoved = createEvent<{ index: number; by: -1 | 1 }>();
export const pageRemoved = createEvent<number>();
export const typeChosen = createEvent<number>();
export const coursewareSaved = createEvent();

const $lessonId = coursewareLesson.$params.map((params) => params?.value ?? 0);
const loaded = sample({
  clock: coursewareLesson.$data.updates,
  filter: (lesson): lesson is OwnLesson => lesson !== null,
});
/** 1 images, 2 a document's pages (exported as images, in order). */
export const $type = createStore(1)
  .on(loaded, (_, lesson) => (lesson.coursewarType === 2 ? 2 : 1))
  .on(typeChosen, (_, type) => type);
const $saved = createStore<string[]>([]).on(loaded, (_, lesson) => lesson.coursewarList);
export const $pages = createStore<string[]>([])
  .on(loaded, (_, lesson) => lesson.coursewarList)
  .on(pageMoved, (pages, { index, by }) => moveItem(pages, index, by))
  .on(pageRemoved, (pages, index) => pages.filter((_, at) => at !== index));
export const $dirty = combine($saved, $pages, (saved, pages) => saved.join('\n') !== pages.join('\n'));

/** Pages upload one after another (features/image-upload), so they keep the order they were picked in. */
export const pageUpload = createImageBatchUpload({ kind: 'courseware' });
sample({ clock: coursewareLesson.opened, target: pageUpload.cleared });
$pages.on(pageUpload.uploaded, (pages, url) => [...pages, url]);
export const $uploading = pageUpload.$remaining;

const saveFx = attach({ effect: saveCoursewareFx });
export const $saving = saveFx.pending;
sample({
  clock: coursewareSaved,
  source: { lessonId: $lessonId, coursewarType: $type, coursewarList: $pages, saving: $saving },
  filter: ({ saving }) => !saving,
  fn: ({ lessonId, coursewarType, coursewarList }) => ({ lessonId, coursewarType, coursewarList }),
  target: saveFx,
});
$saved.on(saveFx.doneData, (_, { coursewarList }) => coursewarList);
export const $savedNotice = createStore(false)
  .on(saveFx.done, () => true)
  .reset(pageMoved, pageRemoved, pageUpload.uploaded, coursewareLesson.opened);
export const $saveError = createStore<string | null>(null)
  .on(saveFx.failData, (_, error) => errorMessage(error))
  .reset(coursewareSaved, coursewareLesson.opened);

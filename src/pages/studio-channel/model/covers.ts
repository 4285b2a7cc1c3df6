import { sample } from 'effector';
import { createImageUpload } from '@/features/image-upload';
import { lessonCoverBusy, lessonCoverChanged, lessonFormOpened } from '@/features/studio-draft';
import { columnFieldsChanged, columnFormOpened } from './column-form';

/** The column's cover: uploaded at once, its address goes into the form (and its draft). */
export const columnCover = createImageUpload({ kind: 'cover' });
sample({ clock: columnCover.uploaded, fn: (cover) => ({ cover }), target: columnFieldsChanged });
sample({ clock: columnFormOpened, target: columnCover.cleared });

/** A column lesson's cover (the lesson form of features/studio-draft). */
export const columnLessonCover = createImageUpload({ kind: 'cover' });
sample({ clock: columnLessonCover.uploaded, target: lessonCoverChanged });
sample({ clock: columnLessonCover.$uploading, target: lessonCoverBusy });
sample({ clock: lessonFormOpened, target: columnLessonCover.cleared });

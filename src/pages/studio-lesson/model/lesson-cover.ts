import { sample } from 'effector';
import { createImageUpload } from '@/features/image-upload';
import { lessonCoverBusy, lessonCoverChanged, lessonFormOpened } from '@/features/studio-draft';

/** The lesson form's cover: uploaded at once, the address goes into the form (and its draft). */
export const lessonCover = createImageUpload({ kind: 'cover' });
sample({ clock: lessonCover.uploaded, target: lessonCoverChanged });
sample({ clock: lessonCover.$uploading, target: lessonCoverBusy });
sample({ clock: lessonFormOpened, target: lessonCover.cleared });

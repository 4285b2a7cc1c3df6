import { createEffect, scopeBind } from 'effector';
import { getOwnLessonFx, saveOwnLessonFx } from '@/entities/studio-catalog';
import { createContentEditor } from '@/features/studio-draft';

export const lessonContentEditor = createContentEditor({
  name: 'studio-lesson-content',
  loadFx: createEffect(async (lessonId: number) => {
    const lesson = await scopeBind(getOwnLessonFx, { safe: true })({ lessonId });
    return { content: lesson.content, name: lesson.lessonName };
  }),
  saveFx: createEffect(async ({ id, content }: { id: number; content: string }) => {
    await scopeBind(saveOwnLessonFx, { safe: true })({ lessonId: id, content });
  }),
});

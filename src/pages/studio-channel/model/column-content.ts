import { createEffect, scopeBind } from 'effector';
import { getOwnColumnFx, saveColumnFx } from '@/entities/studio-catalog';
import { createContentEditor } from '@/features/studio-draft';

export const columnContentEditor = createContentEditor({
  name: 'studio-channel-content',
  loadFx: createEffect(async (cateId: number) => {
    const column = await scopeBind(getOwnColumnFx, { safe: true })({ cateId });
    return { content: column.content, name: column.cateName };
  }),
  saveFx: createEffect(async ({ id, content }: { id: number; content: string }) => {
    await scopeBind(saveColumnFx, { safe: true })({ cateId: id, content });
  }),
});

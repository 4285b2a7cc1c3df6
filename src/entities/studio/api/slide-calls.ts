import * as z from 'zod/mini';
import { createRequestFx, fen, id, noData, pageOf, text } from '@/shared/api';
import { type SlideLinkType, slideSchema } from './slide';

const slideListSchema = z.array(slideSchema);

/** The current lecturer's slides, in the order their studio home shows them. */
export const getMySlidesFx = createRequestFx<void, typeof slideListSchema>({
  path: '/api/ls/slide/list',
  schema: slideListSchema,
});

export type SlideFields = { slideId?: number; image: string; title: string; linkType: SlideLinkType; linkId: number };
const savedSlideSchema = z.object({ slideId: id });

/** Creates a slide (no slideId) or updates it. */
export const saveSlideFx = createRequestFx<SlideFields, typeof savedSlideSchema>({
  method: 'POST',
  path: '/api/ls/slide/save',
  schema: savedSlideSchema,
});

export const deleteSlideFx = createRequestFx<{ slideId: number }, typeof noData>({
  method: 'POST',
  path: '/api/ls/slide/delete',
  schema: noData,
});

/** The studio's slides in their new order (every slide id, once). */
export const sortSlidesFx = createRequestFx<{ slideIds: number[] }, typeof noData>({
  method: 'POST',
  path: '/api/ls/slide/sort',
  schema: noData,
});

/** A lesson (linkType 1) or column (2) of the lecturer's studio that a slide can open. */
export const slideTargetSchema = z.object({ id, name: text, cover: text, price: z._default(fen, 0) });
export type SlideTarget = z.output<typeof slideTargetSchema>;
const targetPageSchema = pageOf(slideTargetSchema);

export const getSlideTargetsFx = createRequestFx<
  { linkType: SlideLinkType; pageNo?: number; pageSize?: number },
  typeof targetPageSchema
>({ path: '/api/ls/slide/targets', schema: targetPageSchema });

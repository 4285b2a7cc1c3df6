import * as z from 'zod/mini';
import { id, text } from '@/shared/api';

/** `linkType` of a slide: 1 a lesson (opens lesson/play), 2 a column (opens lesson/channel). */
export const slideLinkTypeSchema = z.literal([1, 2]);
export type SlideLinkType = z.output<typeof slideLinkTypeSchema>;

/** A banner slide of a studio (designed, docs/api.md). A slide without its link cannot open anything: required. */
export const slideSchema = z.object({
  slideId: id,
  image: text,
  title: text,
  linkType: slideLinkTypeSchema,
  linkId: id,
  /** The lesson's or column's name, '' when unknown. */
  linkName: text,
});
export type Slide = z.output<typeof slideSchema>;

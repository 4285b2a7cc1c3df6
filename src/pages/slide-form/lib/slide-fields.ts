import * as z from 'zod/mini';

/** What the slide form holds; `linkType` 0 until a lesson (1) or column (2) is chosen. */
export type SlideForm = { image: string; title: string; linkType: 0 | 1 | 2; linkId: number; linkName: string };
export type SlideField = 'image' | 'title' | 'link';
export type SlideErrors = Partial<Record<SlideField, string>>;

export const MAX_TITLE = 30;
export const emptySlideForm: SlideForm = { image: '', title: '', linkType: 0, linkId: 0, linkName: '' };

/** The fields in the order the form shows them: the first invalid one gets focus. */
export const FIELD_ORDER: SlideField[] = ['image', 'title', 'link'];

export function validateSlide(form: SlideForm): SlideErrors {
  const errors: SlideErrors = {};
  if (!form.image) errors.image = '请上传轮播图图片';
  const title = form.title.trim();
  if (!title) errors.title = '请填写标题';
  else if (title.length > MAX_TITLE) errors.title = `标题不能超过 ${MAX_TITLE} 个字`;
  if (!form.linkType || !form.linkId) errors.link = '请选择轮播图打开的课程或专栏';
  return errors;
}

export function firstInvalid(errors: SlideErrors): SlideField | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null;
}

export function sameForm(a: SlideForm, b: SlideForm): boolean {
  return (
    a.image === b.image &&
    a.title === b.title &&
    a.linkType === b.linkType &&
    a.linkId === b.linkId &&
    a.linkName === b.linkName
  );
}

/** A stored draft: which form it belongs to (`add` or `edit:<id>`) and what was typed. */
export const slideDraftSchema = z.nullable(
  z.object({
    key: z.string(),
    image: z.string(),
    title: z.string(),
    linkType: z.literal([0, 1, 2]),
    linkId: z.number(),
    linkName: z.string(),
  }),
);
export type SlideDraft = z.output<typeof slideDraftSchema>;

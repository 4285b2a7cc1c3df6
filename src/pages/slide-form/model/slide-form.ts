import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { getMySlidesFx, type Slide, saveSlideFx } from '@/entities/studio';
import { createDraft } from '@/shared/lib/draft';
import { createPageResource } from '@/shared/model';
import { hrefTo, linkToMine } from '@/shared/routing';
import { goBack } from '@/shared/ui/page-header';
import { showToast } from '@/shared/ui/toast';
import {
  emptySlideForm,
  firstInvalid,
  type SlideDraft,
  type SlideErrors,
  type SlideField,
  type SlideForm,
  sameForm,
  slideDraftSchema,
  validateSlide,
} from '../lib/slide-fields';

/** The form opened: a new slide (null) or one to edit. Coming back from the picker keeps what is typed. */
export const slideFormOpened = createEvent<{ slideId: number | null }>();
export const titleChanged = createEvent<string>();
export const imageChosen = createEvent<string>();
export const targetChosen = createEvent<{ linkType: 1 | 2; linkId: number; linkName: string }>();
export const slideSubmitted = createEvent();
/** The lecturer left on purpose (confirmed 放弃): the draft goes. */
export const slideFormAbandoned = createEvent();

/** The lecturer's slides, loaded to edit one of them (by id, so an answer for another slide's form is dropped). */
export const slidesToEdit = createPageResource(
  attach({ effect: getMySlidesFx, mapParams: (_slideId: number) => undefined }),
);
export const submitSlideFx = attach({ effect: saveSlideFx });
/** Back to the list the form was opened from (it reloads), or to the list when the form was the first page. */
export const leaveFormFx = createEffect(() => goBack(hrefTo(linkToMine('slide-index'))));

const keyOf = (slideId: number | null) => (slideId ? `edit:${slideId}` : 'add');

/** Which form the fields belong to: `add` or `edit:<id>`; '' when none is open. */
export const $formKey = createStore('');
export const $slideId = $formKey.map((key) => (key.startsWith('edit:') ? Number(key.slice(5)) : null));
export const $form = createStore<SlideForm>(emptySlideForm);
/** The saved state (the slide as loaded, or empty): what counts as "no unsaved changes". */
export const $initial = createStore<SlideForm>(emptySlideForm);
export const $dirty = combine($form, $initial, (form, initial) => !sameForm(form, initial));
export const $errors = createStore<SlideErrors>({});
/** The field to focus after a failed check; a new object each time, so the view focuses again. */
export const $focus = createStore<{ field: SlideField } | null>(null);
export const $saving = submitSlideFx.pending;

const draft = createDraft<SlideDraft>({
  key: 'slide-form',
  $value: combine($formKey, $form, $initial, (key, form, initial) =>
    key && !sameForm(form, initial) ? { key, ...form } : null,
  ),
  schema: slideDraftSchema,
  isEmpty: (value) => value === null,
});

const opening = sample({
  clock: slideFormOpened,
  source: $formKey,
  filter: (current, { slideId }) => current !== keyOf(slideId),
  fn: (_, { slideId }) => ({ key: keyOf(slideId), slideId }),
});
$formKey.on(opening, (_, { key }) => key);
$form.on(opening, () => emptySlideForm);
$initial.on(opening, () => emptySlideForm);
$errors.on(opening, () => ({}));

sample({ clock: opening, filter: ({ slideId }) => slideId === null, target: draft.restore });
sample({
  clock: opening.map(({ slideId }) => slideId),
  filter: (slideId): slideId is number => slideId !== null,
  target: slidesToEdit.opened,
});

const findSlide = (slides: Slide[] | null, slideId: number | null) =>
  slides?.find((slide) => slide.slideId === slideId) ?? null;
/** The slide to edit is not among the lecturer's slides (deleted meanwhile): the page says so. */
export const $missing = combine(
  slidesToEdit.$status,
  slidesToEdit.$data,
  $slideId,
  (status, slides, slideId) => slideId !== null && status === 'ready' && findSlide(slides, slideId) === null,
);
const loaded = sample({
  clock: slidesToEdit.$data.updates,
  source: $slideId,
  filter: (_, slides) => slides !== null,
  fn: (slideId, slides) => findSlide(slides, slideId),
});
const toForm = (slide: Slide): SlideForm => ({
  image: slide.image,
  title: slide.title,
  linkType: slide.linkType,
  linkId: slide.linkId,
  linkName: slide.linkName,
});
sample({ clock: loaded, filter: Boolean, fn: toForm, target: [$initial, $form] });
sample({ clock: loaded, filter: Boolean, target: draft.restore });

// A draft of another form (another slide) is not this one's.
sample({
  clock: draft.restored,
  source: $formKey,
  filter: (key, stored) => stored !== null && stored.key === key,
  fn: (_, stored) => {
    const { key: _key, ...form } = stored as NonNullable<SlideDraft>;
    return form;
  },
  target: $form,
});

$form
  .on(titleChanged, (form, title) => ({ ...form, title }))
  .on(imageChosen, (form, image) => ({ ...form, image }))
  .on(targetChosen, (form, target) => ({ ...form, ...target }));
// The picker opened on its own (a reload on it): what it picks starts a new slide.
$formKey.on(targetChosen, (key) => key || 'add');
$errors
  .on(titleChanged, ({ title: _, ...rest }) => rest)
  .on(imageChosen, ({ image: _, ...rest }) => rest)
  .on(targetChosen, ({ link: _, ...rest }) => rest);

// Only while a form is open: after a save the form is closed (its key is ''), and the second tap of a double tap
// that lands after the answer, before the list shows, would check an emptied form and flash its errors.
const checked = sample({
  clock: slideSubmitted,
  source: { form: $form, key: $formKey },
  filter: ({ key }) => key !== '',
  fn: ({ form }) => validateSlide(form),
});
$errors.on(checked, (_, errors) => errors);
sample({
  clock: checked,
  filter: (errors) => firstInvalid(errors) !== null,
  fn: (errors) => ({ field: firstInvalid(errors) as SlideField }),
  target: $focus,
});
// One request per tap: nothing is sent while a save is on its way.
sample({
  clock: checked,
  source: { form: $form, slideId: $slideId, saving: $saving },
  filter: ({ saving }, errors) => !saving && firstInvalid(errors) === null,
  fn: ({ form, slideId }) => ({
    ...(slideId ? { slideId } : {}),
    image: form.image,
    title: form.title.trim(),
    linkType: form.linkType as 1 | 2,
    linkId: form.linkId,
  }),
  target: submitSlideFx,
});

sample({ clock: [submitSlideFx.done, slideFormAbandoned], target: draft.clear });
$formKey.reset(submitSlideFx.done, slideFormAbandoned);
$form.reset(submitSlideFx.done, slideFormAbandoned);
$initial.reset(submitSlideFx.done, slideFormAbandoned);
sample({
  clock: submitSlideFx.done,
  fn: ({ params }) => ({ message: params.slideId ? '轮播图已保存' : '轮播图已添加', type: 'success' as const }),
  target: showToast,
});
sample({ clock: submitSlideFx.done, target: leaveFormFx });
// The server's reason (its msg), with nothing typed lost: the draft is still there.
sample({
  clock: submitSlideFx.failData,
  fn: (error) => ({ message: error.message, type: 'fail' as const }),
  target: showToast,
});

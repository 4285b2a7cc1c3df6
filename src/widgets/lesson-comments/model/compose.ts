import { attach, combine, createEvent, createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { publishCommentFx } from '@/entities/comment';
import { errorMessage } from '@/shared/api';
import { createDraft } from '@/shared/lib/draft';
import { showToast } from '@/shared/ui/toast';
import { lengthOf, problemOf } from '../lib/rules';
import { $comments, $lessonId, $state, $total, commentsOpened, firstPageAsked } from './comments';

export const textChanged = createEvent<string>();
export const publishClicked = createEvent();

export const publishFx = attach({ effect: publishCommentFx });
export const $publishing = publishFx.pending;

export const $text = createStore('')
  .reset(commentsOpened)
  .on(textChanged, (_, text) => text);
export const $length = $text.map(lengthOf);
/** Empty is said only after a 发表 tap; too long is said as soon as it is. */
const $triedEmpty = createStore(false).reset(commentsOpened, textChanged);
export const $problem = combine($text, $triedEmpty, (text, tried) => {
  const problem = problemOf(text);
  return problem === 'tooLong' || (problem === 'empty' && tried) ? problem : null;
});
/** Why the last send failed (the server's msg, 网络不给力…); the text stays in the box. */
export const $sendError = createStore('').reset(commentsOpened, textChanged, publishClicked);

/**
 * What is typed, per lesson, in sessionStorage: a failed send keeps it in the box, and a session expiry (1000 →
 * login → back to this lesson, a new page load) gives it back. Only typing writes it, so opening another lesson
 * or reloading does not wipe it before it is restored; one draft at a time (the last lesson typed on).
 */
const $typed = createStore<{ lessonId: number; text: string } | null>(null);
sample({
  clock: textChanged,
  source: $lessonId,
  filter: (lessonId) => lessonId !== null,
  fn: (lessonId, text) => ({ lessonId: lessonId ?? 0, text }),
  target: $typed,
});
export const commentDraft = createDraft({
  key: 'lesson-comment',
  $value: $typed,
  schema: z.nullable(z.object({ lessonId: z.number(), text: z.string() })),
  isEmpty: (value) => !value?.text.trim(),
});
sample({ clock: commentsOpened, target: commentDraft.restore });
sample({
  clock: commentDraft.restored,
  source: $lessonId,
  filter: (lessonId, draft) => draft !== null && draft.lessonId === lessonId,
  fn: (_, draft) => draft?.text ?? '',
  target: $text,
});

const attempted = sample({
  clock: publishClicked,
  source: { lessonId: $lessonId, text: $text, publishing: $publishing },
});
$triedEmpty.on(attempted, (_, { text }) => problemOf(text) === 'empty');
// One comment per tap: a tap while one is on its way sends nothing (the button shows it is busy, but a tap can
// reach the model before the button has re-rendered).
sample({
  clock: attempted,
  filter: ({ lessonId, text, publishing }) => !publishing && lessonId !== null && problemOf(text) === null,
  fn: ({ lessonId, text }) => ({ lessonId: lessonId ?? 0, content: text.trim() }),
  target: publishFx,
});

const published = sample({
  clock: publishFx.done,
  source: $lessonId,
  filter: (lessonId, { params }) => params.lessonId === lessonId,
  fn: (_, { params, result }) => ({ lessonId: params.lessonId, comment: result }),
});
$text.on(published, () => '');
sample({ clock: published, target: commentDraft.clear });
$comments.on(published, (shown, { comment }) =>
  comment ? [comment, ...shown.filter((item) => item.commentId !== comment.commentId)] : shown,
);
$total.on(published, (total, { comment }) => (comment ? total + 1 : total));
$state.on(published, (state, { comment }) => (comment && state !== 'hidden' ? 'ready' : state));
// A server that answers without the comment: ask for the newest page, which holds it.
sample({
  clock: published,
  filter: ({ comment }) => comment === null,
  fn: ({ lessonId }) => lessonId,
  target: firstPageAsked,
});
sample({ clock: published, fn: () => ({ message: '评论成功', type: 'success' as const }), target: showToast });
$sendError.on(publishFx.failData, (_, error) => errorMessage(error));

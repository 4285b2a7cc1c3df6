import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import { DRAFT_PREFIX } from '@/shared/lib/draft';
import {
  $comments,
  $hasMore,
  $state,
  $total,
  commentsOpened,
  loadCommentsFx,
  loadSwitchFx,
  moreClicked,
} from './comments';
import { $problem, $sendError, $text, publishClicked, publishFx, textChanged } from './compose';
import { aComment, pageOf } from './lesson-comments.test-utils';
import { $liking, likeClicked, likeFx } from './like';

// Attached effects' handlers get (source, params).
type Handlers = Array<[unknown, unknown]>;

function setup({ open = 1, handlers = [] as Handlers } = {}) {
  const calls = { switch: 0, pages: [] as number[], published: [] as string[], liked: [] as number[] };
  const scope = fork({
    handlers: [
      [
        loadSwitchFx,
        async () => {
          calls.switch += 1;
          return { open };
        },
      ],
      [
        loadCommentsFx,
        async (_: unknown, { pageNo }: { pageNo: number }) => {
          calls.pages.push(pageNo);
          const first = (pageNo - 1) * 10 + 1;
          return pageOf(
            Array.from({ length: pageNo === 1 ? 10 : 2 }, (_, i) => aComment(first + i)),
            pageNo,
            12,
          );
        },
      ],
      ...handlers,
    ] as never,
  });
  return { scope, calls };
}

const open = (scope: ReturnType<typeof fork>) => allSettled(commentsOpened, { scope, params: { lessonId: 11 } });
const sessionExpired = new ApiError('session', '/api/comment/publish', { code: 1000, message: '请先登录' });

describe('lesson comments', () => {
  afterEach(() => sessionStorage.clear());

  it('shows nothing, and asks for no comments, when the switch is off', async () => {
    const { scope, calls } = setup({ open: 0 });
    await open(scope);
    expect(scope.getState($state)).toBe('hidden');
    expect(calls.pages).toEqual([]);
  });

  it('loads the first page, then appends the next one on 加载更多 until none are left', async () => {
    const { scope, calls } = setup();
    await open(scope);
    expect(scope.getState($state)).toBe('ready');
    expect(scope.getState($comments)).toHaveLength(10);
    expect(scope.getState($hasMore)).toBe(true);
    await allSettled(moreClicked, { scope });
    expect(calls.pages).toEqual([1, 2]);
    expect(scope.getState($comments).map((c) => c.commentId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(scope.getState($hasMore)).toBe(false);
  });

  it('says 请输入评论内容 only after 发表, and refuses more than 200 characters without sending', async () => {
    const sent: unknown[] = [];
    const { scope } = setup({ handlers: [[publishFx, async (_: unknown, p: unknown) => void sent.push(p)]] });
    await open(scope);
    expect(scope.getState($problem)).toBeNull();
    await allSettled(publishClicked, { scope });
    expect(scope.getState($problem)).toBe('empty');
    await allSettled(textChanged, { scope, params: '好'.repeat(200) });
    expect(scope.getState($problem)).toBeNull();
    await allSettled(textChanged, { scope, params: '好'.repeat(201) });
    expect(scope.getState($problem)).toBe('tooLong');
    await allSettled(publishClicked, { scope });
    expect(sent).toEqual([]);
  });

  it('keeps the text on a failed send and gives it back after a session expiry (a new page load)', async () => {
    const { scope } = setup({
      handlers: [
        [
          publishFx,
          async () => {
            throw sessionExpired;
          },
        ],
      ],
    });
    await open(scope);
    await allSettled(textChanged, { scope, params: '老师讲得真好' });
    await allSettled(publishClicked, { scope });
    expect(scope.getState($text)).toBe('老师讲得真好');
    expect(scope.getState($sendError)).toBe('请先登录');
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}lesson-comment`)).toContain('老师讲得真好');

    // Back from the login page: a fresh scope opens the same lesson; another lesson does not get the text.
    const other = setup().scope;
    await allSettled(commentsOpened, { scope: other, params: { lessonId: 12 } });
    expect(other.getState($text)).toBe('');
    const back = setup().scope;
    await open(back);
    expect(back.getState($text)).toBe('老师讲得真好');
  });

  it('a sent comment goes on top, the box and the draft are emptied', async () => {
    const { scope } = setup({
      handlers: [[publishFx, async (_: unknown, { content }: { content: string }) => aComment(99, { content })]],
    });
    await open(scope);
    await allSettled(textChanged, { scope, params: '  <img src=x onerror=alert(1)>  ' });
    await allSettled(publishClicked, { scope });
    expect(scope.getState($comments)[0]).toMatchObject({ commentId: 99, content: '<img src=x onerror=alert(1)>' });
    expect(scope.getState($total)).toBe(13);
    expect(scope.getState($text)).toBe('');
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}lesson-comment`)).toBeNull();
  });

  it('sends one comment however often 发表 is tapped while it is on its way', async () => {
    const sent: string[] = [];
    let answer: (comment: ReturnType<typeof aComment>) => void = () => {};
    const { scope } = setup({
      handlers: [
        [
          publishFx,
          (_: unknown, { content }: { content: string }) => {
            sent.push(content);
            return new Promise((resolve) => {
              answer = resolve;
            });
          },
        ],
      ],
    });
    await open(scope);
    await allSettled(textChanged, { scope, params: '讲得清楚' });
    const taps = [1, 2, 3].map(() => allSettled(publishClicked, { scope }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual(['讲得清楚']);
    answer(aComment(99, { content: '讲得清楚' }));
    await Promise.all(taps);
    expect(scope.getState($comments).filter((comment) => comment.commentId === 99)).toHaveLength(1);
    expect(scope.getState($text)).toBe('');
  });

  it('likes at once, takes the server count, and rolls back when the like fails', async () => {
    let fail = false;
    const { scope } = setup({
      handlers: [
        [
          likeFx,
          async (_: unknown, { commentId }: { commentId: number }) => {
            if (fail) throw new ApiError('network', '/api/comment/claud');
            return { commentId, likeNum: 4, isLiked: 1 };
          },
        ],
      ],
    });
    await open(scope);
    const likeOf = () => scope.getState($comments).find((c) => c.commentId === 2);
    await allSettled(likeClicked, { scope, params: 2 });
    expect(likeOf()).toMatchObject({ likeNum: 4, isLiked: 1 });
    expect(scope.getState($liking)).toEqual([]);

    fail = true;
    const tap = allSettled(likeClicked, { scope, params: 3 });
    // Optimistic: shown before the server answers.
    expect(scope.getState($comments).find((c) => c.commentId === 3)).toMatchObject({ likeNum: 4, isLiked: 1 });
    await tap;
    expect(scope.getState($comments).find((c) => c.commentId === 3)).toMatchObject({ likeNum: 3, isLiked: 0 });
  });
});

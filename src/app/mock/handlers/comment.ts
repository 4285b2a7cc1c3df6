import { takeId } from '../db/store';
import type { CommentRecord, MockDb, UserRecord } from '../db/types';
import { findLesson, findStudio, findUser, hasBoughtLesson } from '../db/views';
import { apiGet, apiPost, loggedIn } from '../kit/endpoint';
import { intParam, readPaging, textParam, toPage } from '../kit/params';
import { fail, missingParam, ok } from '../kit/respond';

/** Same limit as the app's (src/entities/comment MAX_COMMENT_LENGTH). */
const MAX_COMMENT_LENGTH = 200;

function toComment(db: MockDb, comment: CommentRecord, viewer: UserRecord | null) {
  const author = findUser(db, comment.userId);
  return {
    commentId: comment.commentId,
    lessonId: comment.lessonId,
    userId: comment.userId,
    userNickName: author?.nickName ?? '',
    userHeadImg: author?.headimgurl ?? '',
    content: comment.content,
    createTime: comment.createTime,
    likeNum: comment.likeNum,
    isLiked: viewer && db.commentLikes.has(`${viewer.id}:${comment.commentId}`) ? 1 : 0,
    replyTo: comment.replyTo,
  };
}

export const commentHandlers = [
  apiGet('/api/comment/switch', ({ db, params }) => {
    const lesson = findLesson(db, intParam(params, 'lessonId') ?? 0);
    return lesson ? ok({ open: lesson.commentOpen }) : fail(2, '课程不存在');
  }),
  apiGet('/api/comment/list', ({ db, params, viewer }) => {
    const lessonId = intParam(params, 'lessonId');
    if (lessonId === null) return missingParam('lessonId');
    const comments = db.comments
      .filter((comment) => comment.lessonId === lessonId)
      .sort((a, b) => b.createTime - a.createTime || b.commentId - a.commentId);
    return ok(toPage(comments, readPaging(params), (comment) => toComment(db, comment, viewer)));
  }),
  apiPost(
    '/api/comment/publish',
    loggedIn(({ db, params, viewer, now }) => {
      const lesson = findLesson(db, intParam(params, 'lessonId') ?? 0);
      if (!lesson) return fail(2, '课程不存在');
      if (!lesson.commentOpen) return fail(3, '该课程已关闭评论');
      // Who may comment (README): anyone logged in on a free lesson; on a paid one its buyers and its lecturer.
      const mayComment =
        lesson.price === 0 ||
        hasBoughtLesson(db, viewer.id, lesson.lessonId) ||
        findStudio(db, lesson.studioId).ownerId === viewer.id;
      if (!mayComment) return fail(7, '购买后才能评论');
      const content = textParam(params, 'content');
      if (!content) return fail(4, '评论内容不能为空');
      if ([...content].length > MAX_COMMENT_LENGTH) return fail(5, `评论不能超过${MAX_COMMENT_LENGTH}字`);
      const replyId = intParam(params, 'replyId');
      const repliedTo = replyId ? db.comments.find((comment) => comment.commentId === replyId) : undefined;
      if (replyId && !repliedTo) return fail(6, '回复的评论不存在');
      const comment: CommentRecord = {
        commentId: takeId('comment'),
        lessonId: lesson.lessonId,
        userId: viewer.id,
        content,
        createTime: now,
        likeNum: 0,
        replyTo: repliedTo ? (findUser(db, repliedTo.userId)?.nickName ?? null) : null,
      };
      db.comments.push(comment);
      return ok(toComment(db, comment, viewer));
    }),
  ),
  apiPost(
    '/api/comment/claud',
    loggedIn(({ db, params, viewer }) => {
      const commentId = intParam(params, 'commentId');
      const comment = db.comments.find((item) => item.commentId === commentId);
      if (!comment) return fail(2, '评论不存在');
      const key = `${viewer.id}:${comment.commentId}`;
      const isLiked = !db.commentLikes.has(key);
      if (isLiked) db.commentLikes.add(key);
      else db.commentLikes.delete(key);
      comment.likeNum = Math.max(0, comment.likeNum + (isLiked ? 1 : -1));
      return ok({ commentId: comment.commentId, likeNum: comment.likeNum, isLiked: isLiked ? 1 : 0 });
    }),
  ),
];

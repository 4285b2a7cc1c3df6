export { type Comment, type CommentLike, MAX_COMMENT_LENGTH } from './api/comment';
export { getCommentSwitchFx, getCommentsFx, publishCommentFx, toggleCommentLikeFx } from './api/comment-calls';

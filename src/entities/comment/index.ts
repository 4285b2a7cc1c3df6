export type { Comment, CommentLike } from './api/comment';
export { getCommentSwitchFx, getCommentsFx, publishCommentFx, toggleCommentLikeFx } from './api/comment-calls';

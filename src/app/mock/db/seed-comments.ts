import { HOUR } from './time';
import type { CommentRecord } from './types';

type CommentRow = [
  lessonId: number,
  userId: number,
  hoursAgo: number,
  likeNum: number,
  content: string,
  replyTo?: string,
];

const commentRows: CommentRow[] = [
  [11, 22, 70, 128, '听完这一课，再读《定风波》眼眶都湿了。'],
  [11, 23, 52, 64, '王老师讲得太生动了，乌台诗案那段像在听评书。'],
  [11, 1, 30, 12, '想问一下老师，黄州时期的作品有推荐的注本吗？'],
  [11, 4, 28, 40, '推荐中华书局的《苏轼诗集合注》，入门可以先看选本。', '李小雨'],
  [11, 25, 5, 3, '已经推荐给单位的同事了。'],
  [7, 24, 100, 88, '四象限法则真的好用，这周加班少了一半。'],
  [7, 26, 48, 21, '番茄钟坚持了三天，效率肉眼可见地提高。'],
  [7, 21, 2, 0, '免费课质量这么高，必须点赞！'],
  [16, 22, 90, 57, '原来孩子哭不是在“闹”，是在说话，学到了。'],
  [16, 1, 26, 9, '昨晚试了老师说的方法，宝宝很快就平静下来了。'],
  [1, 25, 200, 33, '结论先行这一点，我们领导天天强调。'],
  [1, 26, 150, 18, '课程很短但很干，建议配合专栏一起学。'],
  [37, 23, 80, 76, '失眠两年了，听完决定试试睡眠日记。'],
  [37, 8, 78, 45, '坚持两周会有变化的，有问题可以在直播间问我。', '书香门第'],
  [33, 24, 30, 102, '每天早上跟练，肩膀真的松了！'],
  [14, 21, 12, 6, '跟着诗句逛长安，太有画面感了。'],
];

export const seedComments = (now: number): CommentRecord[] =>
  commentRows.map(([lessonId, userId, hoursAgo, likeNum, content, replyTo], index) => ({
    commentId: index + 1,
    lessonId,
    userId,
    content,
    createTime: now - hoursAgo * HOUR,
    likeNum,
    replyTo: replyTo ?? null,
  }));

/** Likes by the learner, so `isLiked` differs between viewers. */
export const seedCommentLikes = (): string[] => ['1:1', '1:2', '1:6'];

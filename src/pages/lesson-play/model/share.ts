import { attach } from 'effector';
import type { LiveRoomDetail } from '@/entities/lesson';
import { linkTo, shareLink } from '@/shared/routing';
import { shareFx } from '@/shared/wechat';

/** This lesson's WeChat card; the link carries the viewer as sharer (`s`), never the token. */
export const shareLessonFx = attach({
  effect: shareFx,
  mapParams: ({ lesson, sharerId }: { lesson: LiveRoomDetail; sharerId: number | null }) => ({
    title: lesson.lessonName,
    desc: lesson.summary,
    imgUrl: lesson.lessonCoverUrl,
    link: shareLink(linkTo('lesson-play', { id: lesson.lessonId }), sharerId),
  }),
});

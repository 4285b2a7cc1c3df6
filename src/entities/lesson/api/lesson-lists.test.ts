import { describe, expect, it } from '@rstest/core';
import { collectStateSchema } from './collect';
import { bargainLessonSchema } from './home-lists';
import { learnLessonSchema } from './learn';
import { lessonCard } from './lesson-card.test-utils';
import { lessonGroupSchema } from './lesson-group';
import { liveRoomDetailSchema } from './live-room';

const detail = {
  ...lessonCard,
  isBought: true,
  isCollected: false,
  isSetLessonWarn: 0,
  isStudy: 1,
  lessonUrl: '',
  tryUrl: '/mock-cdn/media/try-3.mp3',
  content: '<p>课程介绍</p>',
  studioState: 1,
  lecturerId: 3,
  lecturerAvatar: '/mock-cdn/avatar/user-3.svg',
  commentNum: 4,
};

describe('lesson answers', () => {
  it('normalises boolean flags of the live-room detail to 0/1', () => {
    expect(liveRoomDetailSchema.parse(detail)).toMatchObject({ isBought: 1, isCollected: 0, isStudy: 1 });
  });
  it('rejects a detail without the lecturer or with a flag of 2', () => {
    const { lecturerId, ...rest } = detail;
    expect(liveRoomDetailSchema.safeParse(rest).success).toBe(false);
    expect(liveRoomDetailSchema.safeParse({ ...detail, isBought: 2 }).success).toBe(false);
  });
  it('needs the bargain end time as epoch ms', () => {
    expect(bargainLessonSchema.parse({ ...lessonCard, bargainEndTime: 1_800_000_000_000 }).bargainEndTime).toBe(
      1_800_000_000_000,
    );
    expect(bargainLessonSchema.safeParse({ ...lessonCard, bargainEndTime: '2027-01-01' }).success).toBe(false);
  });
  it('keeps study progress within 0–100 and needs only the lesson id', () => {
    const learnt = { ...lessonCard, learnTime: 1_700_000_000_000, progress: 40 };
    expect(learnLessonSchema.parse(learnt).progress).toBe(40);
    expect(learnLessonSchema.parse({ ...learnt, progress: 140 }).progress).toBe(100);
    expect(learnLessonSchema.parse({ ...learnt, progress: '-5' }).progress).toBe(0);
    expect(learnLessonSchema.parse({ lessonId: 3 })).toMatchObject({ lessonName: '', learnTime: null, progress: null });
    expect(learnLessonSchema.parse({ lessonId: 3, learnTime: 1_700_000_000 }).learnTime).toBe(1_700_000_000_000);
    expect(learnLessonSchema.safeParse({ lessonName: '无 id' }).success).toBe(false);
  });
  it('reads a collect toggle and a category', () => {
    expect(collectStateSchema.parse({ lessonId: 3, isCollected: true })).toEqual({ lessonId: 3, isCollected: 1 });
    expect(lessonGroupSchema.safeParse({ groupId: 'x', groupName: '职场' }).success).toBe(false);
  });
});

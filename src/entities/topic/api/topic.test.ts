import { describe, expect, it } from '@rstest/core';
import { topicCardSchema, topicDetailSchema } from './topic';

const topic = { topicId: 2, title: '职场进阶', cover: '', summary: '', lessonCount: 1 };

describe('topic answers', () => {
  it('accepts a listed topic and a detail with lessons', () => {
    expect(topicCardSchema.parse(topic)).toEqual(topic);
    const lesson = { lessonId: 3, lessonName: '沟通', lessonType: 1, lessonPlayType: 2, price: 0, markType: 1 };
    const detail = { ...topic, content: '<p>专题</p>', lessons: [{ ...lesson, cateId: 0, groupId: 1, studioId: 1 }] };
    expect(topicDetailSchema.parse(detail).lessons).toHaveLength(1);
  });
  it('rejects a topic without id and a detail whose lessons are not cards', () => {
    const { topicId, ...rest } = topic;
    expect(topicCardSchema.safeParse(rest).success).toBe(false);
    expect(topicDetailSchema.safeParse({ ...topic, lessons: [{ lessonId: 3 }] }).success).toBe(false);
  });
});

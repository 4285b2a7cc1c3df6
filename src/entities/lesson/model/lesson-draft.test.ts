import { describe, expect, it } from '@rstest/core';
import { createLessonDraft } from './lesson-draft';

describe('createLessonDraft', () => {
  it('applies the defaults of spec §9', () => {
    expect(createLessonDraft()).toMatchObject({ canDistribut: 2, isDispense: 1, isExclusive: 0, cateId: 0 });
    expect(createLessonDraft().lessonId).toBeUndefined();
  });
  it('keeps the fields it is given', () => {
    expect(createLessonDraft({ lessonId: 9, isExclusive: 1 })).toMatchObject({ lessonId: 9, isExclusive: 1 });
  });
});

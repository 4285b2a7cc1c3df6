import { describe, expect, it } from '@rstest/core';
import { emptySlideForm, firstInvalid, validateSlide } from './slide-fields';

describe('slide fields', () => {
  it('asks for a picture, a title of at most 30 characters and a link, in that order', () => {
    const errors = validateSlide({ ...emptySlideForm, title: '   ' });
    expect(errors).toEqual({ image: '请上传轮播图图片', title: '请填写标题', link: '请选择轮播图打开的课程或专栏' });
    expect(firstInvalid(errors)).toBe('image');
    const long = validateSlide({ image: 'data:x', title: '字'.repeat(31), linkType: 1, linkId: 3, linkName: '' });
    expect(long).toEqual({ title: '标题不能超过 30 个字' });
    expect(firstInvalid(long)).toBe('title');
    expect(validateSlide({ image: 'data:x', title: '标题', linkType: 2, linkId: 1, linkName: '' })).toEqual({});
  });
});

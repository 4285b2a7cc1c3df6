import { describe, expect, it } from '@rstest/core';
import { checkImages, validateReport } from './validate';

const valid = { reason: 2, content: '视频一直加载不出来，换了网络也不行', contact: '' };

describe('validateReport', () => {
  it('accepts a complete complaint, with or without a phone number', () => {
    expect(validateReport(valid)).toEqual({});
    expect(validateReport({ ...valid, contact: '138 0013 8000' })).toEqual({});
  });

  it('says in Chinese what is missing or wrong', () => {
    expect(validateReport({ reason: null, content: '', contact: '12345' })).toEqual({
      reason: '请选择投诉原因',
      content: '请填写投诉内容',
      contact: '请填写正确的手机号（11 位）',
    });
    expect(validateReport({ ...valid, content: '太短了' }).content).toBe('投诉内容至少 10 个字');
    expect(validateReport({ ...valid, content: '长'.repeat(501) }).content).toBe('投诉内容不能超过 500 个字');
    expect(validateReport({ ...valid, reason: 99 }).reason).toBe('请选择投诉原因');
  });
});

describe('checkImages', () => {
  const image = (size: number, type = 'image/png') => new File([new Uint8Array(size)], 'a.png', { type });

  it('takes images up to three, refusing big files and non-images', () => {
    expect(checkImages([image(10), image(10)], 0)).toEqual({
      accepted: [expect.any(File), expect.any(File)],
      error: null,
    });
    expect(checkImages([image(10), image(10)], 2).error).toBe('最多上传 3 张图片');
    expect(checkImages([image(10), image(10)], 2).accepted).toHaveLength(1);
    expect(checkImages([image(5 * 1024 * 1024 + 1)], 0)).toEqual({ accepted: [], error: '图片不能超过 5 MB' });
    expect(checkImages([image(10, 'application/pdf')], 0).error).toBe('只能上传图片');
  });
});

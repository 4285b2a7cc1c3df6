import { describe, expect, it } from '@rstest/core';
import { maskMobile } from './mask-mobile';

describe('maskMobile', () => {
  it('masks the middle four digits of a phone number', () => {
    expect(maskMobile('13900000003')).toBe('139****0003');
  });

  it('leaves anything that is not 11 digits as it is', () => {
    expect(maskMobile('')).toBe('');
    expect(maskMobile('1390000')).toBe('1390000');
  });
});

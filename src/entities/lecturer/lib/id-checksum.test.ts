import { describe, expect, it } from '@rstest/core';
import { isCreditCode, isResidentId } from './id-checksum';

describe('ID checksums', () => {
  it('accepts citizen IDs with the right check character, X included, and refuses the rest', () => {
    expect(isResidentId('11010519491231002X')).toBe(true);
    expect(isResidentId('11010519491231002x')).toBe(true);
    expect(isResidentId('110101199003074477')).toBe(true);
    expect(isResidentId('110101199003074478')).toBe(false);
    expect(isResidentId('11010519491231002')).toBe(false);
    expect(isResidentId('1101051949123100XX')).toBe(false);
  });

  it('accepts unified social credit codes with the right MOD 31 check and refuses the rest', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91110000802100433B')).toBe(true);
    expect(isCreditCode('91110000802100433C')).toBe(false);
    expect(isCreditCode('9111000080210043IB')).toBe(false);
    expect(isCreditCode('9111000080210043')).toBe(false);
  });
});

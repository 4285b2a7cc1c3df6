import { describe, expect, it } from '@rstest/core';
import { checkWithdrawAmount, isSmsCode } from './rules';

describe('checkWithdrawAmount', () => {
  it('accepts from ¥1.00 up to the whole balance, fee 0', () => {
    expect(checkWithdrawAmount('1', 128650)).toEqual({ ok: true, amount: 100, fee: 0, arrives: 100 });
    expect(checkWithdrawAmount('１００', 128650)).toEqual({ ok: true, amount: 10000, fee: 0, arrives: 10000 });
    expect(checkWithdrawAmount('1286.50', 128650)).toMatchObject({ ok: true, amount: 128650 });
  });

  it('refuses below the minimum, above the balance, or before the balance is known', () => {
    expect(checkWithdrawAmount('0.99', 128650)).toEqual({ ok: false, message: '单笔提现不少于 ¥1.00' });
    expect(checkWithdrawAmount('1286.51', 128650)).toEqual({ ok: false, message: '超出可提现金额 ¥1286.50' });
    expect(checkWithdrawAmount('5', 0)).toEqual({ ok: false, message: '超出可提现金额 ¥0.00' });
    expect(checkWithdrawAmount('5', null)).toEqual({ ok: false, message: '可提现金额加载中，请稍候' });
  });

  it('passes on what the amount parser refuses', () => {
    expect(checkWithdrawAmount('12.345', 128650)).toEqual({ ok: false, message: '金额最多保留两位小数' });
    expect(checkWithdrawAmount('', 128650)).toEqual({ ok: false, message: '请输入金额' });
  });
});

describe('isSmsCode', () => {
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ])('%j → %s', (code, expected) => {
    expect(isSmsCode(code)).toBe(expected);
  });
});

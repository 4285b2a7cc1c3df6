import { describe, expect, it } from '@rstest/core';
import { type AccountForm, checkAccountForm } from './account-form';

const banks = ['招商银行', '中国银行'];
const valid: AccountForm = {
  accountName: '周老师',
  bankName: '招商银行',
  branchBankName: '杭州分行',
  accountNo: '6225 8801 2345 6789',
};

describe('checkAccountForm', () => {
  it('accepts a filled form (card number typed in groups)', () => {
    expect(checkAccountForm(valid, banks)).toEqual({});
    expect(checkAccountForm({ ...valid, accountNo: '622588012345' }, banks)).toEqual({});
    expect(checkAccountForm({ ...valid, accountNo: '6225880123456789012' }, banks)).toEqual({});
  });

  it('says what is wrong with each field, in Chinese', () => {
    expect(checkAccountForm({ accountName: '', bankName: '', branchBankName: ' ', accountNo: '' }, banks)).toEqual({
      accountName: '请填写开户名',
      bankName: '请选择开户银行',
      branchBankName: '请填写开户支行',
      accountNo: '请填写银行卡号',
    });
    expect(checkAccountForm({ ...valid, accountNo: '62258801234' }, banks).accountNo).toBe('银行卡号应为 12–19 位数字');
    expect(checkAccountForm({ ...valid, accountNo: '62258801234567890123' }, banks).accountNo).toBe(
      '银行卡号应为 12–19 位数字',
    );
    expect(checkAccountForm({ ...valid, accountNo: '6225a80123456789' }, banks).accountNo).toBe(
      '银行卡号应为 12–19 位数字',
    );
    expect(checkAccountForm({ ...valid, bankName: '火星银行' }, banks).bankName).toBe('请从列表中选择开户银行');
    expect(checkAccountForm({ ...valid, accountName: '周' }, banks).accountName).toBe('开户名应为 2–20 个字');
  });
});

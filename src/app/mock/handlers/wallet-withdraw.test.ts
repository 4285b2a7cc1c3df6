import { beforeEach, describe, expect, it } from '@rstest/core';
import { apiGet, apiPost, LECTURER, type Page, PENDING_LECTURER, smsCodeFor } from '../api-client.test-utils';
import { resetMockDb } from '../backend';

const withdraw = (fields: Record<string, string | number>) =>
  apiPost<{ recordId: number; availableAmt: number }>('/api/wallet/withdraw', fields, LECTURER);

describe('wallet withdraw and withdraw account', () => {
  beforeEach(() => resetMockDb());

  it('moves money once per client request id and needs the SMS code', async () => {
    const mobile = '13900000003';
    const smsCode = await smsCodeFor(mobile, LECTURER);
    const wrong = smsCode === '111111' ? '222222' : '111111';
    expect((await withdraw({ amount: 10000, mobile, smsCode: wrong, clientRequestId: 'a' })).code).toBe(5);
    const first = await withdraw({ amount: 10000, mobile, smsCode, clientRequestId: 'a' });
    const second = await withdraw({ amount: 10000, mobile, smsCode, clientRequestId: 'a' });
    expect(first.data.availableAmt).toBe(118650);
    expect(second.data).toEqual(first.data);
    const records = await apiGet<Page<{ status: number; reason: string }>>(
      '/api/wallet/records',
      { type: 2 },
      LECTURER,
    );
    expect(records.data.list.filter((record) => record.status === 2)).toHaveLength(1);
    expect(records.data.list.find((record) => record.status === 3)?.reason).toContain('不符');
  });

  it('saves a withdraw account with a valid card number and the SMS code', async () => {
    const mobile = '13900000002';
    const fields = {
      mobile,
      smsCode: await smsCodeFor(mobile, PENDING_LECTURER),
      accountName: '周老师',
      bankName: '招商银行',
      branchBankName: '杭州分行',
      accountNo: '6225 8801 2345 6789',
    };
    const save = (extra: Record<string, string>) =>
      apiPost<{ fillWithdrawConfig: number; accountNo: string }>(
        '/api/userCenter/saveWithdrawConf',
        { ...fields, ...extra },
        PENDING_LECTURER,
      );
    expect((await save({ accountNo: '12345' })).code).toBe(4);
    expect((await save({ bankName: '火星银行' })).code).toBe(3);
    expect((await save({ smsCode: '' })).code).toBe(5);
    expect((await save({})).data).toMatchObject({ fillWithdrawConfig: 1, accountNo: '6225880123456789' });
    const conf = await apiGet<{ fillWithdrawConfig: number }>(
      '/api/userCenter/lecturerWithdrawConf',
      {},
      PENDING_LECTURER,
    );
    expect(conf.data.fillWithdrawConfig).toBe(1);
  });

  it('changes an existing account only with a code sent to the bound phone', async () => {
    const change = async (mobile: string) =>
      apiPost<{ accountNo: string }>(
        '/api/userCenter/saveWithdrawConf',
        {
          mobile,
          smsCode: await smsCodeFor(mobile, LECTURER),
          accountName: '林晓岚',
          bankName: '中国银行',
          branchBankName: '中国银行杭州分行',
          accountNo: '6217 0000 1111 2222',
        },
        LECTURER,
      );
    const other = await change('13800000000');
    expect(other).toMatchObject({ code: 6, msg: '请使用绑定的手机号 139****0003 接收验证码' });
    expect(
      (await apiGet<{ accountNo: string }>('/api/userCenter/lecturerWithdrawConf', {}, LECTURER)).data.accountNo,
    ).toBe('6225880112341234');
    expect((await change('13900000003')).data.accountNo).toBe('6217000011112222');
  });
});

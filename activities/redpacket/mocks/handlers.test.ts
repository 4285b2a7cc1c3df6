import { describe, expect, it } from '@rstest/core';
import { callMock } from '@/app/activities/campaign.test-utils';

const LEARNER = 'mock.1.test';
/** The mock's envelope with its data as a record (what these tests read). */
type Data = Record<string, unknown> | null;
const call = (method: 'GET' | 'POST', path: string, fields: Record<string, string>) =>
  callMock<Data>(method, path, fields);

const info = (token: string) => call('GET', '/api/active/redpacket/info', { token });
const open = (token: string, packetId = '1') => call('POST', '/api/active/redpacket/open', { token, packetId });

describe('red packet mock backend', () => {
  it('answers 1000 without a valid token', async () => {
    expect((await info('')).code).toBe(1000);
    expect((await open('nope')).code).toBe(1000);
  });

  it('keeps the amount secret until the packet is opened, then tells it', async () => {
    const before = await info(LEARNER);
    expect(before.data).toMatchObject({ packetId: 1, opened: 0, amount: null, minSpend: 5000 });
    expect(await open(LEARNER)).toMatchObject({ code: 1, data: { amount: 2137 } });
    expect((await info(LEARNER)).data).toMatchObject({ opened: 1, amount: 2137 });
  });

  it('gives each user a fixed amount between ¥1.88 and ¥50.00', async () => {
    const amounts = [];
    for (const userId of [1, 2, 3]) amounts.push((await open(`mock.${userId}.test`)).data?.amount);
    expect(amounts).toEqual([2137, 430, 3536]);
  });

  it('refuses a second open and an unknown packet', async () => {
    await open(LEARNER);
    expect(await open(LEARNER)).toMatchObject({ code: 2, msg: '已经领取过了', data: null });
    expect((await open('mock.2.test', '9')).code).toBe(3);
  });

  it('puts the packet into the learner’s coupons as a ¥-off coupon for any goods', async () => {
    const opened = await open(LEARNER);
    const coupons = await call('GET', '/api/coupon/listGoodsUserCoupon', { token: LEARNER });
    const list = (coupons.data ?? []) as unknown as Record<string, unknown>[];
    expect(list.find((coupon) => coupon.couponUserId === opened.data?.couponUserId)).toMatchObject({
      title: '红包券 · 全场课程通用',
      couponType: 1,
      amount: 2137,
      minSpend: 5000,
      goodsType: 0,
      status: 1,
    });
  });
});

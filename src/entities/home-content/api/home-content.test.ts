import { describe, expect, it } from '@rstest/core';
import { activitySwitchSchema } from './activity-switch';
import { bannerSchema } from './banner';
import { choiceItemSchema } from './choice';
import { inviteActiveSchema } from './invite';

describe('home content answers', () => {
  it('keeps in-app and https banner links and drops any other', () => {
    const banner = { id: 1, image: '/mock-cdn/banner/1.svg', title: '新课', link: '#/lesson/play/3' };
    expect(bannerSchema.parse(banner).link).toBe('#/lesson/play/3');
    expect(bannerSchema.parse({ ...banner, link: 'https://example.com/a' }).link).toBe('https://example.com/a');
    expect(bannerSchema.parse({ ...banner, link: 'javascript:alert(1)' }).link).toBe('');
  });
  it('accepts a choice item and rejects an unknown goodsType or markType', () => {
    const choice = { goodsType: 2, goodsId: 5, title: '建国说两宋', price: 9900, originalPrice: null, markType: 2 };
    expect(choiceItemSchema.parse(choice)).toMatchObject({ summary: '', learnNum: 0 });
    expect(choiceItemSchema.safeParse({ ...choice, goodsType: 0 }).success).toBe(false);
    expect(choiceItemSchema.safeParse({ ...choice, markType: 9 }).success).toBe(false);
  });
  it('normalises the chat switch and needs the campaign times', () => {
    expect(activitySwitchSchema.parse({ meiqiaSwitch: true }).meiqiaSwitch).toBe(1);
    const invite = { activeId: 1, title: '邀请有礼', startTime: 1, endTime: 2, inviteNum: 0 };
    expect(inviteActiveSchema.parse(invite).rewardDesc).toBe('');
    expect(inviteActiveSchema.safeParse({ ...invite, endTime: null }).success).toBe(false);
  });
});

import { DAY } from './time';
import type { BannerRecord, ChoiceRecord, InviteActiveRecord, TopicRecord } from './types';

export const seedBanners = (): BannerRecord[] => [
  { id: 1, image: '/mock-cdn/banner/banner-1.svg', title: '苏轼：一蓑烟雨任平生', link: '#/lesson/play/11' },
  { id: 2, image: '/mock-cdn/banner/banner-2.svg', title: '职场沟通力训练营', link: '#/lesson/channel/1' },
  { id: 3, image: '/mock-cdn/banner/banner-3.svg', title: '四季养生系列课', link: '#/lesson/package/7' },
  {
    id: 4,
    image: '/mock-cdn/banner/banner-4.svg',
    title: '邀请好友，一起学习',
    link: 'https://weiketang.example/invite',
  },
];

export const seedChoices = (): ChoiceRecord[] => [
  { goodsType: 2, goodsId: 1, summary: '职场人都在学的表达课' },
  { goodsType: 1, goodsId: 11, summary: '东坡的豁达，治愈每一个焦虑的你' },
  { goodsType: 3, goodsId: 6, summary: '五门职场必修课打包，立省 ¥60' },
  { goodsType: 1, goodsId: 33, summary: '每天十分钟，免费跟练' },
  { goodsType: 2, goodsId: 3, summary: '新手爸妈的第一门课' },
  { goodsType: 1, goodsId: 27, summary: '限时特价，看懂行情第一步' },
];

const topicRows: Omit<TopicRecord, 'cover' | 'content'>[] = [
  { topicId: 1, title: '新年充电计划', summary: '新的一年，从一门好课开始。', lessonIds: [1, 7, 23, 33, 40] },
  {
    topicId: 2,
    title: '好好睡觉，好好生活',
    summary: '失眠、焦虑、疲惫？这些课帮你找回节奏。',
    lessonIds: [37, 39, 33, 34],
  },
  { topicId: 3, title: '陪孩子一起长大', summary: '育儿路上，专家陪你少走弯路。', lessonIds: [16, 17, 18, 20, 21] },
  { topicId: 4, title: '读史使人明智', summary: '从宋朝到三国，在历史里看见自己。', lessonIds: [9, 11, 13, 14, 43] },
];

export const seedTopics = (): TopicRecord[] =>
  topicRows.map((row) => {
    const cover = `/mock-cdn/cover/topic-${row.topicId}.svg`;
    return {
      ...row,
      cover,
      content: `<p><strong>${row.title}</strong></p><p>${row.summary}</p><p><img src="${cover}" alt="${row.title}"></p>`,
    };
  });

export const seedInvite = (now: number): InviteActiveRecord => ({
  activeId: 1,
  title: '邀请好友听好课',
  cover: '/mock-cdn/banner/invite-1.svg',
  rule:
    '1. 活动期间，好友通过你的邀请卡片首次登录微课堂即视为邀请成功；\n' +
    '2. 每成功邀请 3 位好友，可获得 ¥10 无门槛优惠券一张；\n' +
    '3. 奖励在好友登录后 24 小时内发放，可在“我的-优惠券”中查看。',
  startTime: now - 7 * DAY,
  endTime: now + 23 * DAY,
  rewardDesc: '每邀请 3 位好友得 ¥10 无门槛券',
});

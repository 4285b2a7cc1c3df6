import type { ActivityManifest } from '@/shared/activity';

/** Data only (no React, no effector): the host reads this before any of the campaign's code loads. */
export default {
  apiVersion: 'weiketang.activity/v1',
  id: 'check-in',
  title: '签到打卡领券',
  // All of December, Beijing time: the end is the first moment it is over.
  startsAt: '2026-12-01T00:00:00+08:00',
  endsAt: '2027-01-01T00:00:00+08:00',
  routes: [
    {
      path: '/activity/check-in/index',
      page: 'index',
      title: '签到打卡领券',
      auth: 'silent',
      share: {
        title: '每天打卡一次，第 7 天领课程券',
        description: '微课堂 12 月打卡活动，累计 7 天送 ¥10 课程券',
        image: '/activity/check-in/share.png',
        link: 'entry',
      },
    },
  ],
} satisfies ActivityManifest;

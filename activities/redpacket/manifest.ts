import type { ActivityManifest } from '@/shared/activity';

export default {
  apiVersion: 'weiketang.activity/v1',
  id: 'redpacket',
  title: '新人红包',
  routes: [
    {
      path: '/activity/redpacket/index',
      page: 'index',
      title: '拆红包',
      background: 'bg-redpacket',
      auth: 'silent',
      share: {
        title: '微课堂送你一个学习红包',
        description: '拆开看看，最高 ¥50 课程券',
        image: '/activity/redpacket/share.png',
        link: 'entry',
      },
    },
  ],
} satisfies ActivityManifest;

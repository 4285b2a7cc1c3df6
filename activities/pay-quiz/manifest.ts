import type { ActivityManifest } from '@/shared/activity';

const share = {
  title: '微课堂趣味测评：3 分钟测出你的类型',
  description: '专业题目 + 个性解读，测完还能看答案解析',
  image: '/activity/pay-quiz/share.png',
  link: 'page',
} as const;

// Spec §4: the quiz pages need the full (profile) login. Each page picks its paper from the hash query ?paperId=.
export default {
  apiVersion: 'weiketang.activity/v1',
  id: 'pay-quiz',
  title: '付费测评',
  routes: [
    { path: '/activity/pay/index', page: 'intro', title: '趣味测评', background: 'bg-quiz', auth: 'profile', share },
    { path: '/activity/pay/question', page: 'question', title: '答题', background: 'bg-quiz', auth: 'profile', share },
    { path: '/activity/pay/answer', page: 'answer', title: '我的答案', background: 'bg-quiz', auth: 'profile', share },
    {
      path: '/activity/pay/amuseResult',
      page: 'amuseResult',
      title: '测评结果',
      background: 'bg-quiz',
      auth: 'profile',
      share,
    },
    {
      path: '/activity/pay/majorResult',
      page: 'majorResult',
      title: '专业解读',
      background: 'bg-quiz',
      auth: 'profile',
      share,
    },
  ],
} satisfies ActivityManifest;

/**
 * The FAQ is static content shipped with the page: the spec names no call for it, the answers change with the
 * product (a release), and a help page must work when the network does not.
 */
export type FaqItem = { id: string; question: string; answer: readonly string[] };

export const FAQ: readonly FaqItem[] = [
  {
    id: 'buy',
    question: '如何购买课程？',
    answer: [
      '打开课程、专栏或系列课详情页，点击底部的购买按钮，在微信支付中完成付款即可。',
      '有可用优惠券时，购买按钮会自动选择最优惠的一张，并显示实付金额。',
    ],
  },
  {
    id: 'where',
    question: '购买后在哪里收听？',
    answer: ['购买成功后，课程会出现在底部「学习」页；也可以直接回到课程详情页收听或观看。'],
  },
  {
    id: 'paid-not-shown',
    question: '已经付款，但课程仍显示未购买怎么办？',
    answer: [
      '支付结果需要几秒钟同步，请稍候刷新页面。',
      '若超过 10 分钟仍未到账，请通过「投诉与反馈」或在线客服联系我们，并附上微信支付账单截图。',
    ],
  },
  {
    id: 'coupon',
    question: '优惠券怎么领取和使用？',
    answer: [
      '在课程详情页点击「领券优惠」即可领取，领取后在「我的-优惠券」中查看。',
      '每笔订单只能使用一张优惠券，过期的优惠券无法使用。',
    ],
  },
  {
    id: 'refund',
    question: '课程可以退款吗？',
    answer: ['虚拟课程一经购买不支持退款。如课程内容与介绍严重不符，请提交投诉，我们会在 3 个工作日内处理。'],
  },
  {
    id: 'invite',
    question: '邀请好友有什么奖励？',
    answer: ['活动期间，好友通过你的邀请卡首次登录即算邀请成功，奖励规则以「邀请有礼」页面为准。'],
  },
  {
    id: 'lecturer',
    question: '我想成为讲师，怎么申请？',
    answer: ['在「我的」页进入「讲师入驻」，填写资料并完成实名认证后即可开设直播间。'],
  },
];

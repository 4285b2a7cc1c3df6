/** The three agreements an application accepts (static text in the slice, readable offline). */
export type Agreement = { title: string; updated: string; sections: { heading: string; paragraphs: string[] }[] };

export const SERVICE_AGREEMENT: Agreement = {
  title: '微课堂服务协议',
  updated: '2026 年 11 月 1 日',
  sections: [
    {
      heading: '一、协议的范围',
      paragraphs: [
        '本协议是你与微课堂平台（以下简称“平台”）之间关于使用平台服务的约定。你注册、登录或使用平台服务，即表示你已阅读并同意本协议。',
        '平台提供课程浏览、购买、学习、评论、直播等服务，具体以平台实际提供的功能为准。',
      ],
    },
    {
      heading: '二、账号与安全',
      paragraphs: [
        '你通过微信授权登录平台，应妥善保管你的微信账号。因你自身原因导致账号被他人使用的，由你自行承担后果。',
        '发现账号异常时，请及时通过“联系客服”告知平台，平台将协助处理。',
      ],
    },
    {
      heading: '三、付费与退款',
      paragraphs: [
        '课程价格以购买页面显示为准。虚拟课程一经购买并开始学习，原则上不予退款；课程内容与描述严重不符的，你可以通过“投诉”提出申请。',
      ],
    },
    {
      heading: '四、个人信息',
      paragraphs: [
        '平台仅为提供服务所必需收集你的信息，如昵称、头像、手机号与学习记录，并按照法律法规的要求保护这些信息，不会向无关第三方提供。',
      ],
    },
    {
      heading: '五、协议的变更',
      paragraphs: ['协议变更时，平台会在页面上公告。变更后你继续使用服务的，视为接受变更后的协议。'],
    },
  ],
};

export const LECTURER_AGREEMENT: Agreement = {
  title: '讲师入驻协议',
  updated: '2026 年 11 月 1 日',
  sections: [
    {
      heading: '一、入驻条件',
      paragraphs: [
        '讲师应年满十八周岁，具有完全民事行为能力；以机构身份入驻的，应为依法设立的组织。',
        '讲师须完成实名认证（个人：身份证；机构：营业执照），认证通过后方可发布课程。',
      ],
    },
    {
      heading: '二、课程内容',
      paragraphs: [
        '讲师对所发布课程的内容享有合法权利或已获得授权，并保证内容真实、合法，不侵犯他人的知识产权、肖像权或隐私。',
        '课程介绍应与实际内容相符，不得夸大宣传或承诺无法兑现的效果。',
      ],
    },
    {
      heading: '三、收入与结算',
      paragraphs: [
        '课程收入按平台公布的分成规则在讲师与平台之间分配；讲师开启推广分销的，推广佣金从讲师所得中支付。',
        '收入在购买完成后经过结算期方可提现。提现须使用与实名认证一致的银行账户。',
      ],
    },
    {
      heading: '四、违约处理',
      paragraphs: ['讲师违反本协议或平台运营规范的，平台可视情节采取下架课程、冻结收入、暂停或终止入驻等措施。'],
    },
  ],
};

export const OPERATE_AGREEMENT: Agreement = {
  title: '平台运营规范',
  updated: '2026 年 11 月 1 日',
  sections: [
    {
      heading: '一、禁止发布的内容',
      paragraphs: [
        '违反法律法规的内容；色情、暴力、赌博、迷信等不良信息；虚假医疗、投资承诺；侵犯他人权益的内容；广告与导流信息。',
      ],
    },
    {
      heading: '二、直播与互动',
      paragraphs: [
        '直播中应文明用语，尊重学员。讲师可对扰乱秩序的学员禁言，禁言记录可在“禁言管理”中查看与解除。',
        '不得引导学员在平台外交易，不得私下收取费用。',
      ],
    },
    {
      heading: '三、价格与促销',
      paragraphs: ['课程定价由讲师自主决定。参与平台促销活动的，应遵守活动规则，不得先提价后打折。'],
    },
    {
      heading: '四、处理流程',
      paragraphs: ['平台收到投诉或发现违规时，会通知讲师并给出处理意见；讲师可在 7 日内通过客服申诉。'],
    },
  ],
};

/**
 * What a backend that answers exactly as the spec describes sends for each call whose answer the spec describes:
 * the fields spec §3 / §7 list for it and nothing else, with the loose types the old backend uses (numbers as
 * strings, flags as booleans, times as date strings or empty). docs/api.md "Spec vs designed" lists them.
 * Unit tests parse these with the app's schemas; the full designed answers are the embedded mock's.
 */

/** Spec §3 "Userinfo" (GET /api/user/getUserInfo). */
export const specUserinfo = {
  id: 3,
  city: '杭州',
  country: '中国',
  headimgurl: '',
  nickName: '林晓岚',
  openId: 'o-lecturer-3',
  province: '浙江',
  sex: '2',
  thirdAuthType: 'USERINFO',
  unionid: 'u-3',
  userName: 'lin',
};

/** Spec §3 "Lecturer profile" of a verified lecturer (GET /api/userCenter/userInfo): no studioId. */
export const specLecturerProfile = {
  accountMoney: '120',
  cardCounts: 1,
  collectCounts: 2,
  isLecturer: true,
  nextStudioTime: '',
  userId: 3,
  userImg: '',
  userMobile: '13900000003',
  userNickName: '林晓岚',
  watchCounts: 3,
  realNameAuth: '2',
};

/** A learner's profile: not a lecturer, realNameAuth left out (spec default -1). */
export const specLearnerProfile = { ...specLecturerProfile, isLecturer: 0, realNameAuth: undefined };

/** Spec §7: findStudioRoomDetail "returns data (lecturerId, isBought)". */
export const specLiveRoomDetail = (lecturerId: number, isBought: boolean) => ({ lecturerId, isBought });

/** Spec §3 "Lecturer withdraw account" (GET /api/userCenter/lecturerWithdrawConf), not yet filled. */
export const specWithdrawAccount = {
  accountName: '',
  accountNo: '',
  bankName: '',
  bankNames: ['中国工商银行', '招商银行'],
  branchBankName: '',
  fillWithdrawConfig: false,
  lecturerType: '1',
};

/** Spec §3 "Wallet" (the spec names no path): accountId, availableAmt, currentProfit, isSettleAuth, totalProfit. */
export const specWallet = {
  accountId: 9,
  availableAmt: '12000',
  currentProfit: 0,
  isSettleAuth: true,
  totalProfit: 50000,
};

/** Spec §7: GET /api/study/badge answers "code, data.badgeNum". */
export const specBadge = { badgeNum: '2' };

/** Spec §7: GET /api/auth/jssdk "returns data with debug, appId, timestamp, nonceStr, signature". */
export const specJssdk = { debug: false, appId: 'wx123', timestamp: '1700000000', nonceStr: 'n0nce', signature: 'sig' };

/**
 * Spec §7: GET /api/question/index "returns data (paper)" and names no field; this is the least the quiz runs on
 * (docs/api.md): the id, the price and the questions.
 */
export const specPaper = {
  paperId: '1',
  price: '990',
  questions: [{ questionId: 1, title: '你更喜欢？', options: [{ optionId: 1, text: '读书' }] }],
};

/** Spec §7 "Payment": the in-app payment parameters (timeStamp as a number), and nothing of our PayOrder. */
export const specPayOrder = {
  wxPayParams: {
    appId: 'wx123',
    timeStamp: 1700000000,
    nonceStr: 'n0nce',
    package: 'prepay_id=wx1',
    signType: 'RSA',
    paySign: 'sign',
  },
};
/** Spec §3 "Pay data" spells the flag need_pay: a free order. */
export const specFreeOrder = { need_pay: false };

/** Spec §3 "Category" (GET /api/combo/detail): no comboType, lecturer or lessons. */
export const specCategory = {
  cateId: '5',
  cover: '/mock-cdn/cover/combo-5.svg',
  showCover: '',
  cateName: '宋史十讲',
  summary: '从陈桥兵变到崖山',
  groupId: 2,
  vip: 0,
  price: '3990',
  canDistribut: 2,
  isDispense: true,
  isExclusive: '0',
  content: '<p>专栏介绍</p>',
};

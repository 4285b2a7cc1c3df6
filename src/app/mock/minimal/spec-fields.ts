/**
 * The spec-minimal backend's answers: for each call whose answer the spec describes, the fields it lists and where.
 * In `minimal` mode the full mock answers first and `projectSpecAnswer` keeps only these fields (the designed extras
 * of docs/api.md are dropped), so the app is tested against what the existing backend promises and nothing more.
 * Calls not listed here (designed-only, or described without fields) answer as in `full` mode; in particular
 * GET /api/question/index: spec §7 says it "returns data (paper)" but lists no field of a paper.
 */
type Data = Record<string, unknown>;

export type SpecAnswer = {
  /** The spec's words the field list comes from. */
  source: string;
  fields: readonly string[];
  /** Spec fields the designed answer carries under another name or shape, computed before picking. */
  derive?: (data: Data) => Data;
  /** Flags the existing backend may send as booleans rather than 1 / 0 (fillWithdrawConfig). */
  booleans?: readonly string[];
};

const USERINFO: SpecAnswer = {
  source: '§3 Userinfo; §7 getUserInfo "returns code and data (user)"',
  fields: [
    ...['id', 'city', 'country', 'headimgurl', 'nickName', 'openId', 'province', 'sex', 'thirdAuthType'],
    ...['unionid', 'userName'],
  ],
};

const PAY_DATA_FIELDS = [
  // §3 Pay data
  ...['typeName', 'showDiscount', 'id', 'cate_id', 'cateId', 'cateVip', 'couponId', 'couponTitle', 'couponPrice'],
  ...['discountPrice', 'price', 'catePriceStr', 'priceStr', 'isBought', 'is_pay', 'lessonId', 'status', 'vip'],
  ...['need_pay', 'studioName', 'studioId', 'userId', 'isDisplaySingle'],
  // §7 Payment: what the in-app payment is invoked with
  ...['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'],
];

/** The designed PayOrder in the spec's words: `need_pay`, the price and goods id, the payment parameters flat. */
function payData(data: Data): Data {
  const wxPayParams = (data.wxPayParams ?? {}) as Data;
  const goods = data.goodsType === 1 ? { lessonId: data.goodsId } : { cateId: data.goodsId, cate_id: data.goodsId };
  return { ...wxPayParams, ...goods, need_pay: data.needPay, price: data.payAmount };
}

const PAY: SpecAnswer = { source: '§3 Pay data; §7 Payment', fields: PAY_DATA_FIELDS, derive: payData };

export const SPEC_ANSWERS: Readonly<Record<string, SpecAnswer>> = {
  '/api/user/getUserInfo': USERINFO,
  '/api/userCenter/userInfo': {
    source: '§3 Lecturer profile; §7 userCenter/userInfo "returns data (lecturer info)"',
    fields: [
      ...['accountMoney', 'cardCounts', 'collectCounts', 'isLecturer', 'nextStudioTime', 'userId', 'userImg'],
      ...['userMobile', 'userNickName', 'watchCounts', 'realNameAuth'],
    ],
  },
  '/api/ls/lesson/findStudioRoomDetail': {
    source: '§7 findStudioRoomDetail "returns data (lecturerId, isBought)"; §3 Other "live room detail"',
    fields: ['lecturerId', 'isBought'],
  },
  '/api/userCenter/lecturerWithdrawConf': {
    source: '§3 Bank account; §5 wallet cash and bankAccount; §8 withdrawal config',
    fields: ['accountNo', 'fillWithdrawConfig'],
    booleans: ['fillWithdrawConfig'],
  },
  '/api/wallet/account': {
    source: '§3 Wallet (the call\'s path is "not shown" in §7)',
    fields: ['accountId', 'availableAmt', 'currentProfit', 'isSettleAuth', 'totalProfit'],
  },
  '/api/study/badge': { source: '§7 study/badge "code, data.badgeNum"', fields: ['badgeNum'] },
  '/api/config/activitySwitch': {
    source: '§6 customer-service chat "server-controlled (meiqiaSwitch)"; §7 "the activity-switch call"',
    fields: ['meiqiaSwitch'],
  },
  '/api/auth/jssdk': {
    source: '§7 auth/jssdk "returns data with debug, appId, timestamp, nonceStr, signature"',
    fields: ['debug', 'appId', 'timestamp', 'nonceStr', 'signature'],
  },
  '/api/combo/detail': {
    source: '§3 Category',
    fields: [
      ...['cateId', 'cover', 'showCover', 'cateName', 'summary', 'groupId', 'vip', 'price', 'canDistribut'],
      ...['isDispense', 'isExclusive', 'content'],
    ],
  },
  '/api/lesson/webPage/newWxpay': PAY,
  '/api/combo/webPage/payOrder': PAY,
  // Designed studio calls whose answer is an entity of §3: the edit forms open on these fields alone.
  '/api/ls/studio/lessonDetail': {
    source: '§3 Lesson draft (the lesson being edited)',
    fields: [
      ...['canDistribut', 'isDispense', 'isExclusive', 'cateId', 'content', 'coursewarContentSliceUrl'],
      ...['coursewarContentUrl', 'coursewarList', 'coursewarType', 'cover', 'showCover', 'distributRate', 'groupId'],
      ...['groupName', 'isDisplaySingle', 'lessonBeginTime', 'lessonName', 'lessonId', 'lessonType', 'price'],
      ...['summary', 'vip'],
    ],
  },
  '/api/ls/studio/channelDetail': {
    source: '§3 Category (the column being edited)',
    fields: [
      ...['cateId', 'cover', 'showCover', 'cateName', 'summary', 'groupId', 'vip', 'price', 'canDistribut'],
      ...['isDispense', 'isExclusive', 'content'],
    ],
  },
};

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The spec's fields of a designed answer's `data`, and nothing else; fields the mock cannot fill stay absent. */
export function projectSpecAnswer(spec: SpecAnswer, data: unknown): unknown {
  if (!isRecord(data)) return data;
  const source = spec.derive ? { ...data, ...spec.derive(data) } : data;
  const picked: Data = {};
  for (const field of spec.fields) {
    if (!(field in source) || source[field] === undefined) continue;
    picked[field] = spec.booleans?.includes(field) ? Boolean(source[field]) : source[field];
  }
  return picked;
}

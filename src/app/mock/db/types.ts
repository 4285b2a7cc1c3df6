/** Records the mock store keeps. Answers are derived from them by db/views.ts in the shapes of docs/api.md. */
export type Flag = 0 | 1;
export type ThirdAuthType = 'NONE' | 'BASE' | 'USERINFO';
export type GoodsType = 1 | 2 | 3;

export type UserRecord = {
  id: number;
  userName: string;
  nickName: string;
  headimgurl: string;
  openId: string;
  unionid: string;
  sex: 0 | 1 | 2;
  city: string;
  province: string;
  country: string;
  thirdAuthType: ThirdAuthType;
  mobile: string;
  isLecturer: Flag;
  realNameAuth: -1 | 0 | 1 | 2;
  /** 0 when the user owns no studio. */
  studioId: number;
  intro: string;
};

export type StudioRecord = { studioId: number; studioName: string; ownerId: number; studioState: number };

export type GroupRecord = { groupId: number; groupName: string; icon: string };

export type LessonRecord = {
  lessonId: number;
  lessonName: string;
  lessonCoverUrl: string;
  showCover: string;
  summary: string;
  content: string;
  lessonType: 1 | 2;
  lessonPlayType: 1 | 2;
  lessonBeginTime: number | null;
  lessonTimeTerm: number;
  price: number;
  originalPrice: number | null;
  /** A limited-time bargain runs until this time; `price` is the bargain price meanwhile. */
  bargainEndTime: number | null;
  markType: 1 | 2 | 3 | 4;
  /** Column (comboType 2) the lesson belongs to, 0 if none. */
  cateId: number;
  groupId: number;
  studioId: number;
  learnNum: number;
  createTime: number;
  commentOpen: Flag;
  canDistribut: number;
  isDispense: Flag;
  isExclusive: Flag;
  vip: Flag;
  distributRate: number;
  isDisplaySingle: Flag;
  coursewarList: string[];
};

export type ComboRecord = {
  cateId: number;
  cateName: string;
  cover: string;
  showCover: string;
  summary: string;
  content: string;
  comboType: 2 | 3;
  markType: 1 | 2 | 3 | 4;
  price: number;
  originalPrice: number | null;
  learnNum: number;
  studioId: number;
  groupId: number;
  vip: Flag;
  canDistribut: number;
  isDispense: Flag;
  isExclusive: Flag;
  /** Packages list their lessons; a column's lessons are those whose `cateId` points at it. */
  lessonIds: number[];
};

export type CouponTemplateRecord = {
  couponId: number;
  title: string;
  couponType: 1 | 2;
  amount: number;
  discount: number;
  minSpend: number;
  goodsType: 0 | GoodsType;
  startTime: number;
  endTime: number;
  total: number;
  /** Shown by listCouponSpecial; unlisted templates reach users some other way (gifts, campaigns). */
  listed: boolean;
};

/** `status` stores only usable/used; expiry is worked out from the template's endTime when read. */
export type UserCouponRecord = { couponUserId: number; couponId: number; userId: number; status: 1 | 2 };

export type CommentRecord = {
  commentId: number;
  lessonId: number;
  userId: number;
  content: string;
  createTime: number;
  likeNum: number;
  replyTo: string | null;
};

export type OrderRecord = {
  orderNo: string;
  userId: number;
  goodsType: GoodsType;
  goodsId: number;
  payAmount: number;
  couponUserId: number | null;
  status: 'pending' | 'paid' | 'failed';
  createTime: number;
};

export type LearnRecord = {
  userId: number;
  lessonId: number;
  learnTime: number;
  progress: number;
  /** Seconds into the recording where the learner stopped (addRecentLearn's `position`). */
  position?: number;
};

export type WalletRecord = {
  userId: number;
  accountId: number;
  availableAmt: number;
  currentProfit: number;
  totalProfit: number;
  isSettleAuth: Flag;
  accountName: string;
  accountNo: string;
  bankName: string;
  branchBankName: string;
  lecturerType: number;
};

export type WalletEntryRecord = {
  recordId: number;
  userId: number;
  type: 1 | 2;
  title: string;
  amount: number;
  createTime: number;
  status: 1 | 2 | 3;
  /** Why a withdrawal was rejected (status 3). */
  reason?: string;
};

export type TopicRecord = {
  topicId: number;
  title: string;
  cover: string;
  summary: string;
  content: string;
  lessonIds: number[];
};

export type BannerRecord = { id: number; image: string; title: string; link: string };
export type ChoiceRecord = { goodsType: GoodsType; goodsId: number; summary: string };

export type PaperRecord = {
  paperId: number;
  title: string;
  cover: string;
  summary: string;
  price: number;
  questions: {
    questionId: number;
    title: string;
    multiple: Flag;
    options: { optionId: number; text: string; score: number }[];
  }[];
  results: { minScore: number; maxScore: number; title: string; summary: string }[];
};

export type InviteActiveRecord = {
  activeId: number;
  title: string;
  cover: string;
  rule: string;
  startTime: number;
  endTime: number;
  rewardDesc: string;
};

export type MockDb = {
  now: number;
  users: UserRecord[];
  studios: StudioRecord[];
  groups: GroupRecord[];
  lessons: LessonRecord[];
  combos: ComboRecord[];
  couponTemplates: CouponTemplateRecord[];
  userCoupons: UserCouponRecord[];
  comments: CommentRecord[];
  /** `${userId}:${commentId}` */
  commentLikes: Set<string>;
  /** `${userId}:${lessonId}`, in the order collected (newest last). */
  collections: Set<string>;
  /** `${userId}:${studioId}`: lecturers (by their studio) the user follows, newest last. */
  follows: Set<string>;
  /** `${userId}:${lessonId}`: bought lessons the study list has shown, so they no longer count in the badge. */
  studySeen: Set<string>;
  /** `${userId}:${lessonId}`: the learner asked to be reminded before the live lesson. */
  lessonWarns: Set<string>;
  /** Purchases: `${userId}:${goodsType}:${goodsId}` */
  purchases: Set<string>;
  /** `${userId}:${paperId}` */
  paperPurchases: Set<string>;
  orders: OrderRecord[];
  learns: LearnRecord[];
  wallets: WalletRecord[];
  walletEntries: WalletEntryRecord[];
  topics: TopicRecord[];
  banners: BannerRecord[];
  choices: ChoiceRecord[];
  papers: PaperRecord[];
  invite: InviteActiveRecord;
  /** userId → number of friends invited in the campaign */
  inviteCounts: Map<number, number>;
  pvuvEvents: unknown[];
  /** Counters for ids created while the server runs. */
  sequence: { user: number; lesson: number; comment: number; couponUser: number; order: number; walletEntry: number };
};

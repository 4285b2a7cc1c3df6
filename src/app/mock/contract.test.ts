import { beforeEach, describe, expect, it } from '@rstest/core';
import { allSettled, type Effect, fork } from 'effector';
import { getComboDetailFx } from '@/entities/combo';
import { getCommentSwitchFx, getCommentsFx, publishCommentFx, toggleCommentLikeFx } from '@/entities/comment';
import {
  claimCouponFx,
  getBestCouponFx,
  getClaimableCouponsFx,
  getCouponPriceFx,
  getSpecialPriceFx,
  getUserCouponsFx,
} from '@/entities/coupon';
import { getActivitySwitchFx, getBannersFx, getChoiceListFx, getInviteActiveFx } from '@/entities/home-content';
import {
  getFollowedLecturersFx,
  getLecturerProfileFx,
  getPersonInfoFx,
  getWalletFx,
  getWalletRecordsFx,
  getWithdrawAccountFx,
  sendSmsCodeFx,
  withdrawFx,
} from '@/entities/lecturer';
import {
  addRecentLearnFx,
  createLessonDraft,
  getBargainLessonsFx,
  getCheapLessonsFx,
  getCollectedLessonsFx,
  getFreeLessonsFx,
  getGroupLessonsFx,
  getLearnLessonsFx,
  getLessonGroupsFx,
  getLiveRoomDetailFx,
  getNewestLessonsFx,
  getRecommendLessonsFx,
  getStudioLessonsFx,
  saveLessonFx,
  searchGoodsFx,
  toggleCollectFx,
} from '@/entities/lesson';
import { createComboOrderFx, createLessonOrderFx, getBuyRecordsFx } from '@/entities/order';
import { getPaperFx } from '@/entities/quiz';
import {
  getOwnColumnFx,
  getOwnColumnsFx,
  getOwnLessonFx,
  getOwnLessonsFx,
  saveColumnFx,
  saveCoursewareFx,
  setLessonStateFx,
  uploadMediaFileFx,
} from '@/entities/studio-catalog';
import { getStudyBadgeFx } from '@/entities/study';
import { getTopicDetailFx, getTopicsFx } from '@/entities/topic';
import { getUserInfoFx } from '@/entities/user';
import { uploadImageFx } from '@/features/image-upload';
import { getIncomeByGoodsFx } from '@/pages/wallet/api/income-by-goods';
import { $token, type ApiError } from '@/shared/api';
import { smsCodeFor } from './api-client.test-utils';
import { resetMockDb } from './backend';

/**
 * Every call of docs/api.md, made by the app's own effects against the embedded mock (tests/setup.ts serves it on
 * msw/node): the mock's answers must pass the app's schemas. Lists must not come back empty, or the schema of
 * their items would go untested.
 */
const LEARNER = 1;
const LECTURER = 3;

type Case = { name: string; as: number; run: (token: string) => Promise<{ status: string; value: unknown }> };

function call<P, D>(name: string, as: number, fx: Effect<P, D, ApiError>, params: NoInfer<P>): Case {
  return {
    name,
    as,
    run: (token) => allSettled(fx, { scope: fork({ values: [[$token, token]] }), params }),
  };
}

const page = { pageNo: 1, pageSize: 10 };
const learnerCases: Case[] = [
  call('user/getUserInfo', LEARNER, getUserInfoFx, undefined),
  call('active/getJyInviteActive', LEARNER, getInviteActiveFx, undefined),
  call('config/banner.html', LEARNER, getBannersFx, undefined),
  call('config/activitySwitch', LEARNER, getActivitySwitchFx, undefined),
  call('newhome/choiceList', LEARNER, getChoiceListFx, undefined),
  call('lesson/lessonGroup', LEARNER, getLessonGroupsFx, undefined),
  call('newhome/newestLessonList', LEARNER, getNewestLessonsFx, page),
  call('newhome/lessonListByGroupId', LEARNER, getGroupLessonsFx, { ...page, groupId: 2 }),
  call('newhome/limitedTimeBargain', LEARNER, getBargainLessonsFx, page),
  call('newhome/freeLessonList', LEARNER, getFreeLessonsFx, page),
  call('newhome/priceLowerTwentyList', LEARNER, getCheapLessonsFx, page),
  call('ls/keywords/findByKeywords', LEARNER, searchGoodsFx, { ...page, keywords: '宋' }),
  call('combo/detail (column)', LEARNER, getComboDetailFx, { cateId: 1 }),
  call('combo/detail (package)', LEARNER, getComboDetailFx, { cateId: 6 }),
  call('ls/lesson/findStudioRoomDetail (bought)', LEARNER, getLiveRoomDetailFx, { lessonId: 11, studioId: 2 }),
  call('ls/lesson/findStudioRoomDetail (live)', LEARNER, getLiveRoomDetailFx, { lessonId: 8 }),
  call('ls/lesson/collectToggle', LEARNER, toggleCollectFx, { lessonId: 11 }),
  call('ls/lesson/learnLessonList', LEARNER, getLearnLessonsFx, page),
  call('recentlearn/addRecentLearn', LEARNER, addRecentLearnFx, { lessonId: 1, progress: 30 }),
  call('mine/recommendList', LEARNER, getRecommendLessonsFx, page),
  call('topic/list', LEARNER, getTopicsFx, page),
  call('topic/pageDetail', LEARNER, getTopicDetailFx, { topicId: 1 }),
  call('comment/switch', LEARNER, getCommentSwitchFx, { lessonId: 11 }),
  call('comment/list', LEARNER, getCommentsFx, { ...page, lessonId: 11 }),
  call('comment/publish', LEARNER, publishCommentFx, { lessonId: 11, content: '讲得真好' }),
  call('comment/publish (reply)', LEARNER, publishCommentFx, { lessonId: 11, content: '同意', replyId: 2 }),
  call('comment/claud', LEARNER, toggleCommentLikeFx, { commentId: 1 }),
  call('coupon/listGoodsUserCoupon (mine)', LEARNER, getUserCouponsFx, { status: 1 }),
  call('coupon/listGoodsUserCoupon (goods)', LEARNER, getUserCouponsFx, { goodsType: 1, goodsId: 1 }),
  call('coupon/calculateGoodsConponPrice', LEARNER, getCouponPriceFx, { goodsType: 1, goodsId: 1, couponUserId: 3 }),
  call('coupon/isPopMaxCoupon', LEARNER, getBestCouponFx, { goodsType: 1, goodsId: 1 }),
  call('coupon/saveCouponUser', LEARNER, claimCouponFx, { couponId: 4 }),
  call('coupon/calcCouponSpecial', LEARNER, getSpecialPriceFx, { goodsType: 1, goodsId: 6 }),
  call('coupon/listCouponSpecial', LEARNER, getClaimableCouponsFx, {}),
  call('coupon/listCouponSpecial (goods)', LEARNER, getClaimableCouponsFx, { goodsType: 2, goodsId: 1 }),
  call('lesson/webPage/newWxpay', LEARNER, createLessonOrderFx, { lessonId: 1 }),
  call('lesson/webPage/newWxpay (coupon)', LEARNER, createLessonOrderFx, { lessonId: 1, couponUserId: 3 }),
  call('lesson/webPage/newWxpay (free)', LEARNER, createLessonOrderFx, { lessonId: 7 }),
  call('combo/webPage/payOrder (column)', LEARNER, createComboOrderFx, { cateId: 1 }),
  call('combo/webPage/payOrder (package)', LEARNER, createComboOrderFx, { cateId: 6, couponUserId: 1 }),
  call('study/badge', LEARNER, getStudyBadgeFx, undefined),
  call('question/index', LEARNER, getPaperFx, { paperId: 1 }),
  call('userCenter/userInfo (learner)', LEARNER, getLecturerProfileFx, undefined),
  call('mine/collectList', LEARNER, getCollectedLessonsFx, page),
  call('mine/attentList', LEARNER, getFollowedLecturersFx, page),
  call('mine/buyRecordList', LEARNER, getBuyRecordsFx, page),
  call('ls/studio/sendSmsCode', LEARNER, sendSmsCodeFx, { mobile: '13800138001' }),
];

const lecturerCases: Case[] = [
  call('userCenter/userInfo (lecturer)', LECTURER, getLecturerProfileFx, undefined),
  call('userCenter/userInfo (person info)', LECTURER, getPersonInfoFx, undefined),
  call('ls/lesson/learnLessonList (lecturer)', LECTURER, getLearnLessonsFx, page),
  call('mine/buyRecordList (lecturer)', LECTURER, getBuyRecordsFx, page),
  call('userCenter/lecturerWithdrawConf', LECTURER, getWithdrawAccountFx, undefined),
  call('wallet/account', LECTURER, getWalletFx, undefined),
  call('wallet/records', LECTURER, getWalletRecordsFx, page),
  call('wallet/records (withdrawals)', LECTURER, getWalletRecordsFx, { ...page, type: 2 }),
  call('wallet/incomeByGoods', LECTURER, getIncomeByGoodsFx, page),
  {
    name: 'wallet/withdraw',
    as: LECTURER,
    // The SMS code first, read back as a phone would (GET /__mock/sms).
    run: async (token) => {
      const mobile = '13900000003';
      const smsCode = await smsCodeFor(mobile, LECTURER);
      const params = { amount: 100, mobile, smsCode, clientRequestId: 'contract' };
      return allSettled(withdrawFx, { scope: fork({ values: [[$token, token]] }), params });
    },
  },
  call('ls/studio/lessonList', LECTURER, getStudioLessonsFx, page),
  call(
    'ls/lesson/save (create)',
    LECTURER,
    saveLessonFx,
    createLessonDraft({ lessonName: '新课：高效复盘', groupId: 1, groupName: '职场成长', price: 990 }),
  ),
  call(
    'ls/lesson/save (update)',
    LECTURER,
    saveLessonFx,
    createLessonDraft({ lessonId: 1, lessonName: '改名', groupId: 1 }),
  ),
  call('ls/studio/lessonList (own, with state)', LECTURER, getOwnLessonsFx, page),
  call('ls/studio/lessonDetail', LECTURER, getOwnLessonFx, { lessonId: 1 }),
  call('ls/studio/lessonState', LECTURER, setLessonStateFx, { lessonId: 1, lessonState: 3 }),
  call('ls/studio/saveCourseware', LECTURER, saveCoursewareFx, {
    lessonId: 1,
    coursewarType: 1,
    coursewarList: ['/mock-cdn/cover/lesson-1.svg'],
  }),
  call('ls/studio/channelList', LECTURER, getOwnColumnsFx, page),
  call('ls/studio/channelDetail', LECTURER, getOwnColumnFx, { cateId: 1 }),
  call('ls/studio/channelSave', LECTURER, saveColumnFx, { cateName: '新专栏', groupId: 1, price: 100 }),
  call('ls/studio/upload', LECTURER, uploadMediaFileFx, { file: 'data:audio/mpeg;base64,SUQzBAAAAAAAAA==' }),
  call('upload/image', LECTURER, uploadImageFx, {
    kind: 'cover',
    image:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  }),
  call('upload/image', LECTURER, uploadImageFx, { kind: 'slide', mediaId: 'sim-media-1' }),
];

/** A list answer (or a Page's list) that came back empty proves nothing about its items. */
function listLength(value: unknown): number | null {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object' && 'list' in value && Array.isArray(value.list)) return value.list.length;
  return null;
}

describe('mock backend ↔ app schemas (docs/api.md)', () => {
  beforeEach(() => resetMockDb());

  it.each([...learnerCases, ...lecturerCases])('$name', async ({ as, run }) => {
    const result = await run(`mock.${as}.test`);
    const failure = result.status === 'fail' ? (result.value as ApiError) : null;
    expect(failure && `${failure.kind} ${failure.code ?? ''} ${failure.message} ${failure.detail}`).toBeNull();
    expect(result.status).toBe('done');
    expect(listLength(result.value) ?? 1).toBeGreaterThan(0);
  });
});

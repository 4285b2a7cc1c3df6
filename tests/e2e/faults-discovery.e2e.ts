import { faultSuite, type PageCase } from './faults.test-utils';

/**
 * The fault suite, first half: the discovery pages a learner lands on (home, a lesson, columns, search,
 * the listings, coupons) — the three pages that also meet every fault and the endless 1000 are here. The suite itself
 * (what each fault is, what the page must say, 重试) is in faults.test-utils.ts; the other half, the learner's own
 * pages, the studio, the promotion programme and joining, is faults-account.e2e.ts. Two files so the two end-to-end
 * workers share the suite. A new page joins by adding a line to one of the two lists.
 */
const PAGES: PageCase[] = [
  { name: '首页', hash: '/index/', own: '/api/newhome/choiceList', every: true, sessionLoop: true },
  {
    name: '课程详情',
    hash: '/lesson/play/8',
    own: '/api/ls/lesson/findStudioRoomDetail',
    every: true,
    sessionLoop: true,
  },
  { name: '专栏', hash: '/lesson/channel/1', own: '/api/combo/detail' },
  { name: '系列课', hash: '/lesson/package/6', own: '/api/combo/detail' },
  {
    name: '搜索',
    hash: '/index/search',
    own: '/api/ls/keywords/findByKeywords',
    act: async (page) => {
      await page.getByLabel('搜索课程').fill('沟通');
      await page.getByLabel('搜索课程').press('Enter');
    },
  },
  { name: '畅销榜', hash: '/hot', own: '/api/mine/recommendList' },
  { name: '限时特惠', hash: '/discount', own: '/api/newhome/limitedTimeBargain' },
  { name: '免费专区', hash: '/free', own: '/api/newhome/freeLessonList' },
  { name: '体验中心', hash: '/experience', own: '/api/newhome/priceLowerTwentyList' },
  { name: '精选单品', hash: '/single/usd/1', own: '/api/newhome/newestLessonList' },
  { name: '优惠专场', hash: '/lesson/special', own: '/api/newhome/limitedTimeBargain' },
  { name: '为你推荐', hash: '/lesson/recommend', own: '/api/mine/recommendList' },
  { name: '领取优惠券', hash: '/obtain/coupon/1', own: '/api/coupon/listCouponSpecial' },
  { name: '我的优惠券', hash: '/mine/coupon', own: '/api/coupon/listGoodsUserCoupon' },
  { name: '关注公众号', hash: '/lesson/attent', own: null, every: true, sessionLoop: true },
];

faultSuite('fault suite: discovery pages, every fault', PAGES);

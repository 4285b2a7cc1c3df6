/**
 * THE list of the app's routes: one line per page slice, then one line per spec route whose page is not built
 * yet. Building a page replaces its "not built yet" line with the page's export line; a route missing from this
 * list fails the typecheck (page-table.ts), a name or path that is not in spec §2's tables too (definePage).
 * Loaded lazily with page-table.ts: the home screen carries only its own descriptor.
 */

import { redirectRoute, unbuiltPage } from '@/pages/placeholder';
import { lecturerMeta, mineMeta, studioMeta } from '@/shared/routing';

// Built pages: `export { <descriptor> } from '@/pages/<slice>';`
export { buyRecordRoute } from '@/pages/buy-record';
export { helpRoutes } from '@/pages/help';
export { homeRoute } from '@/pages/home';
export { inviteRoutes } from '@/pages/invite';
export { lessonAttentRoute } from '@/pages/lesson-attent';
export { lessonChannelRoute, lessonPackageRoute } from '@/pages/lesson-combo';
export { lessonListRoutes } from '@/pages/lesson-list';
export { lessonPlayRoute } from '@/pages/lesson-play';
export { liveroomLecturerRoute } from '@/pages/liveroom-lecturer';
export { liveroomListenerRoute } from '@/pages/liveroom-listener';
export { mineAttentRoute } from '@/pages/mine-attent';
export { mineCouponRoute } from '@/pages/mine-coupon';
export { mineFavoriteRoute } from '@/pages/mine-favorite';
export { mineIndexRoute } from '@/pages/mine-index';
export { minePersonInfoRoute } from '@/pages/mine-person-info';
export { obtainCouponRoute } from '@/pages/obtain-coupon';
export { openRoutes } from '@/pages/open';
export { searchRoute } from '@/pages/search';
export { settingIndexRoute } from '@/pages/setting-index';
export { settingUserSayRoute } from '@/pages/setting-user-say';
export { studyIndexRoute } from '@/pages/study-index';
export { topicRoutes } from '@/pages/topic';

// Not built yet: these show 建设中 with their title (their metadata and guards are already real).
export const mineSubscribe = redirectRoute('mine-subscribe', '/study/index', mineMeta);
export const joinIndex = unbuiltPage('join-index', { ...mineMeta, title: '讲师入驻' });
export const joinInfo = unbuiltPage('join-info', { ...mineMeta, title: '入驻信息' });
export const joinAgreementService = unbuiltPage('join-agreement-service', { ...mineMeta, title: '服务协议' });
export const joinAgreementLecturer = unbuiltPage('join-agreement-lecturer', { ...mineMeta, title: '讲师协议' });
export const joinAgreementOperate = unbuiltPage('join-agreement-operate', { ...mineMeta, title: '运营规范' });
export const liveroomIndex = unbuiltPage('liveroom-index', { ...lecturerMeta, title: '可上架课程' });
export const liveroomDistributeRule = unbuiltPage('liveroom-distribute-rule', { ...mineMeta, title: '分成规则' });
export const liveroomMine = unbuiltPage('liveroom-mine', { ...mineMeta, title: '直播间管理' });
export const liveroomExtension = unbuiltPage('liveroom-extension', { ...mineMeta, title: '确认课程信息' });
export const liveroomHome = unbuiltPage('liveroom-home', { ...mineMeta, title: '直播间主页' });
export const liveroomAuthenticate = unbuiltPage('liveroom-authenticate', { ...mineMeta, title: '实名认证' });
export const liveroomInfo = unbuiltPage('liveroom-info', { ...lecturerMeta, title: '直播间资料' });
export const channelIndex = unbuiltPage('channel-index', { ...studioMeta, title: '专栏管理' });
export const channelAdd = unbuiltPage('channel-add', { ...studioMeta, title: '新建专栏' });
export const channelEdit = unbuiltPage('channel-edit', { ...studioMeta, title: '编辑专栏' });
export const channelLessonAdd = unbuiltPage('channel-lesson-add', { ...studioMeta, title: '添加专栏课程' });
export const channelLessonEdit = unbuiltPage('channel-lesson-edit', { ...studioMeta, title: '编辑专栏课程' });
export const channelContent = unbuiltPage('channel-content', { ...studioMeta, title: '专栏介绍' });
export const studioLessonIndex = unbuiltPage('studio-lesson-index', { ...studioMeta, title: '课程管理' });
export const studioLessonAdd = unbuiltPage('studio-lesson-add', { ...studioMeta, title: '新建课程' });
export const studioLessonEdit = unbuiltPage('studio-lesson-edit', { ...studioMeta, title: '编辑课程' });
export const studioLessonContent = unbuiltPage('studio-lesson-content', { ...studioMeta, title: '课程介绍' });
export const studioLessonWare = unbuiltPage('studio-lesson-ware', { ...studioMeta, title: '课件' });
export const slideIndex = unbuiltPage('slide-index', { ...studioMeta, title: '轮播图' });
export const slideAdd = unbuiltPage('slide-add', { ...studioMeta, title: '新建轮播图' });
export const slideEdit = unbuiltPage('slide-edit', { ...studioMeta, title: '编辑轮播图' });
export const slideChoose = unbuiltPage('slide-choose', { ...studioMeta, title: '选择关联内容' });
export const walletIndex = unbuiltPage('wallet-index', { ...mineMeta, title: '我的钱包' });
export const walletDetail = unbuiltPage('wallet-detail', { ...mineMeta, title: '收支明细', middleList: true });
export const walletCash = unbuiltPage('wallet-cash', { ...mineMeta, title: '申请提现' });
export const walletRecord = unbuiltPage('wallet-record', { ...mineMeta, title: '提现记录', middleList: true });
export const walletBankAccount = unbuiltPage('wallet-bank-account', { ...mineMeta, title: '提现账户' });
export const extensionIndex = unbuiltPage('extension-index', { ...mineMeta, title: '推广中心' });
export const extensionWallet = unbuiltPage('extension-wallet', { ...mineMeta, title: '推广收益' });
export const extensionDetail = unbuiltPage('extension-detail', { ...mineMeta, title: '推广明细', middleList: true });
export const extensionRecord = unbuiltPage('extension-record', { ...mineMeta, title: '推广记录', middleList: true });
export const extensionPresent = unbuiltPage('extension-present', { ...mineMeta, title: '推广提现' });
export const extensionSharecard = unbuiltPage('extension-sharecard', { ...mineMeta, title: '推广卡片', share: true });
export const extensionTest = unbuiltPage('extension-test', { ...mineMeta, title: '推广测试页' });
export const extensionTest2 = unbuiltPage('extension-test2', { ...mineMeta, title: '推广测试页 2' });
export const extensionSecrets = unbuiltPage('extension-secrets', { ...mineMeta, title: '推广秘籍' });
export const settingUser = unbuiltPage('setting-user', { ...studioMeta, title: '账号设置' });

import type { MineRouteName } from '@/shared/routing';

/** What an entry needs (spec §5): `lecturer` every lecturer, `verified` realNameAuth 2 (and a studio). */
export type EntryNeed = 'lecturer' | 'verified';
export type HubEntry = { route: MineRouteName; label: string; hint: string; need: EntryNeed };

/** 内容管理: what the studio sells and shows. */
export const contentEntries: HubEntry[] = [
  { route: 'studio-lesson-index', label: '课程管理', hint: '新建、编辑课程', need: 'verified' },
  { route: 'channel-index', label: '专栏管理', hint: '把课程打包成专栏', need: 'verified' },
  { route: 'liveroom-index', label: '可上架课程', hint: '上架到直播间主页', need: 'verified' },
  { route: 'slide-index', label: '轮播图', hint: '直播间主页顶部', need: 'verified' },
];

/** 直播间设置 and money. */
export const settingEntries: HubEntry[] = [
  { route: 'liveroom-info', label: '直播间资料', hint: '名称、头像、简介', need: 'lecturer' },
  { route: 'liveroom-distribute-rule', label: '分成规则', hint: '平台与讲师的分成', need: 'lecturer' },
  { route: 'wallet-index', label: '我的钱包', hint: '收益与提现', need: 'lecturer' },
  { route: 'setting-user-say', label: '禁言管理', hint: '直播间里的发言', need: 'lecturer' },
];

import type { MineRouteName } from '@/shared/routing';

export type MineEntry = { route: MineRouteName; label: string; hint?: string };

/** The rows of 我的 everyone sees. */
export const learnerEntries: MineEntry[] = [
  { route: 'mine-favorite', label: '我的收藏' },
  { route: 'mine-attent', label: '我的关注' },
  { route: 'buy-record', label: '购买记录' },
  { route: 'mine-coupon', label: '我的优惠券' },
  { route: 'extension-index', label: '推广中心', hint: '分享好课赚佣金' },
];

/**
 * Only lecturers: 个人资料 is lecturer-gated by the spec (§5 lists personInfo), and the live-room management page
 * is their studio's door.
 */
export const lecturerEntries: MineEntry[] = [
  { route: 'mine-person-info', label: '个人资料', hint: '头像、昵称、简介' },
  { route: 'liveroom-mine', label: '我的直播间', hint: '讲师工作台' },
  { route: 'wallet-index', label: '我的钱包', hint: '收益与提现' },
];

export const settingEntry: MineEntry = { route: 'setting-index', label: '设置' };

/** Non-lecturers: the way into the studio (讲师入驻). */
export const joinEntry: MineEntry = { route: 'join-index', label: '讲师入驻', hint: '开设直播间，分享你的知识' };

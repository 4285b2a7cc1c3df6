import type { ClaimState } from '../model/claim-state';

/** What each outcome of a claim says. */
export const claimMessages: Record<Exclude<ClaimState, 'open'>, { title: string; description: string }> = {
  claimed: { title: '领取成功', description: '优惠券已放入「我的优惠券」，购买时自动使用最优惠的一张' },
  already: { title: '你已经领过了', description: '这张优惠券已在「我的优惠券」里，快去使用吧' },
  expired: { title: '优惠券已过期', description: '下次早点来哦' },
  soldOut: { title: '来晚了，优惠券已领完', description: '去看看其他课程吧' },
  notFound: { title: '优惠券不存在', description: '链接可能有误，或活动已结束' },
};

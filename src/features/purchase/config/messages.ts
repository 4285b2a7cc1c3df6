/** What a buyer reads at each end of a purchase (shown as is by PurchaseStatus or the owner's own UI). */
export const purchaseMessages = {
  confirming: '支付确认中，请稍候…',
  /** The cashier never answered: whether it was paid is asked of the server, never assumed. */
  verifying: '未收到支付结果，正在向服务器确认…',
  cancelled: '你已取消支付，可以随时重新购买',
  failed: '支付失败，请稍后重试',
  confirmTimeout: '支付结果确认中，稍后可在「已购」中查看；如已扣款仍未开通，请联系客服',
} as const;

/**
 * Pauses between the server checks after the cashier said "paid": quick at first (the payment notice usually
 * arrives within a second), 15 s in all before the buyer is told to look again later.
 */
export const CONFIRM_DELAYS_MS: readonly number[] = [500, 1000, 2000, 3000, 3500, 5000];

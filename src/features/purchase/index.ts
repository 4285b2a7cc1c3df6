export { CONFIRM_DELAYS_MS, purchaseMessages } from './config/messages';
export type { ConfirmStep } from './model/confirmation';
export { createPurchase, type PurchaseConfig, type PurchaseModel } from './model/create-purchase';
export { isPurchaseBusy, type PurchaseState } from './model/status';
export { PurchaseStatus } from './ui/PurchaseStatus';

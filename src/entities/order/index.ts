export { type BuyRecord, getBuyRecordsFx } from './api/buy-records';
export { createComboOrderFx, createLessonOrderFx } from './api/create-order';
export type { GoodsType } from './api/goods-type';
export { type PayOrder, payOrderSchema, type WxPayParams } from './api/pay-order';

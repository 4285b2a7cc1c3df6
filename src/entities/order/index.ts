export { createComboOrderFx, createLessonOrderFx } from './api/create-order';
export { type GoodsType, type PayOrder, payOrderSchema, type WxPayParams } from './api/pay-order';

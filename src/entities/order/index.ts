export { createComboOrderFx, createLessonOrderFx } from './api/create-order';
export type { GoodsType, PayOrder, WxPayParams } from './api/pay-order';

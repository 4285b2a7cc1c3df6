export type { ComboCard } from './api/combo-card';
export { type ComboDetail, type ComboLecturer, getComboDetailFx } from './api/combo-detail';
export { comboDetailCall } from './api/combo-detail-call';

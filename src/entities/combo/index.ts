export type { ComboCard } from './api/combo-card';
export { type ComboDetail, type ComboLecturer, getComboDetailFx } from './api/combo-detail';

export { type ComboCard, comboCardSchema } from '../api/combo-card';

export { comboCardSchema } from '../api/combo-card';

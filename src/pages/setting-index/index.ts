export { settingIndexRoute } from './config/route';

export { settingUserRoute } from './config/route';

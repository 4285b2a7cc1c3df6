export { settingUserSayRoute } from './config/route';

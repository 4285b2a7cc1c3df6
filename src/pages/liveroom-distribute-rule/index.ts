export { liveroomDistributeRuleRoute } from './config/route';

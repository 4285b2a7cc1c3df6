export { liveroomExtensionRoute, liveroomIndexRoute } from './config/route';

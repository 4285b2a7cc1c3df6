export { devCatalogueRoute } from './config/route';

export { redirectRoute, unbuiltPage } from './config/route';

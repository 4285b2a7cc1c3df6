export { liveroomAuthenticateRoute } from './config/route';

export { homeRoute } from './config/route';

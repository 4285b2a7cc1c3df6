export { homeRoute } from './config/route';
export { homeLandingPrefetched } from './model/landing';

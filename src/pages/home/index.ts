export { homeRoute } from './config/route';
// The home model (its banners' and picks' calls) is in the first chunk: a landing on home asks for the banners
// while the viewer's call is on its way, without waiting for the page's chunk (its first picture is the LCP).
export { homeLandingPrefetched } from './model/home';

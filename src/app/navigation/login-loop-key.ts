/**
 * Where the login loop guard (login-loop.ts) keeps its attempts (sessionStorage). Apart from the guard's logic:
 * the first screen only clears it after a page opens, and the logic loads with the login redirect.
 */
export const LOOP_STORAGE_KEY = 'wkt:login-redirects';

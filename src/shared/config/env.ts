/**
 * Build-time settings from `.env.<mode>` (see docs/deploying.md). Rsbuild inlines each
 * `import.meta.env.PUBLIC_*` as a literal, so branches on `appEnv` are removed from builds that cannot take them.
 */
export const appEnv = import.meta.env.PUBLIC_APP_ENV;
/** Origin (and optional path) of the backend; '' means the page's own origin. No trailing slash. */
export const apiBase = (import.meta.env.PUBLIC_API_BASE ?? '').replace(/\/+$/, '');
export const staticPath = (import.meta.env.PUBLIC_STATIC_PATH ?? '').replace(/\/+$/, '');
export const wxAppId = import.meta.env.PUBLIC_WX_APP_ID ?? '';
export const appName = import.meta.env.PUBLIC_APP_NAME || '微课堂';

/** Builds that may use simulated platform features (the simulated WeChat bridge). Never true in pre/production. */
export const isSimulationAllowed = appEnv === 'development' || appEnv === 'debug' || appEnv === 'test';
/** Debug builds alert platform errors on screen (spec §8). */
export const isDebugBuild = appEnv === 'debug';

/**
 * Build-time settings from `.env.<mode>` (see README "Environments"). Rsbuild inlines each
 * `import.meta.env.PUBLIC_*` as a literal, so branches on `appEnv` are removed from builds that cannot take them.
 */
export const appEnv = import.meta.env.PUBLIC_APP_ENV;
/** Origin (and optional path) of the backend; '' means the page's own origin. No trailing slash. */
export const apiBase = (import.meta.env.PUBLIC_API_BASE ?? '').replace(/\/+$/, '');
export const staticPath = (import.meta.env.PUBLIC_STATIC_PATH ?? '').replace(/\/+$/, '');
/**
 * Where audio and video in lecturers' rich text may play from: our own static host (https in deployed builds, the
 * same origin's static path in development and test). Media anywhere else are shown as links.
 */
export const mediaSources: readonly string[] = staticPath ? [`${staticPath}/`] : [];
export const wxAppId = import.meta.env.PUBLIC_WX_APP_ID ?? '';
export const appName = import.meta.env.PUBLIC_APP_NAME || '微课堂';
/** The customer-service chat's page for this environment; the server only switches it on (spec §6 meiqiaSwitch). */
export const chatUrl = (import.meta.env.PUBLIC_CHAT_URL ?? '').trim();

/** Builds that may use simulated platform features (the simulated WeChat bridge). Never true in pre/production. */
export const isSimulationAllowed = appEnv === 'development' || appEnv === 'debug' || appEnv === 'test';
/** Debug builds alert platform errors on screen (spec §8). */
export const isDebugBuild = appEnv === 'debug';

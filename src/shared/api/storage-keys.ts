/**
 * Where session data lives in the browser's storage (session.ts). A module of its own: the app's start reads the
 * token key before any of the API layer is evaluated (src/app/index.tsx).
 */
export const storageKeys = {
  token: 'wkt:token',
  channel: 'wkt:channel',
  shareSource: 'wkt:s',
  partnerId: 'wkt:partner',
} as const;

/** WeChat appId the mock signs with when the request carries none (the dev build's PUBLIC_WX_APP_ID). */
export const DEFAULT_APP_ID = 'wx0000000000000dev';

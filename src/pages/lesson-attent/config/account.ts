import { appName } from '@/shared/config';

/**
 * The official account's follow link, the content of its QR code (`PUBLIC_WX_FOLLOW_URL`; `.env` holds a placeholder
 * until the account exists). Read here rather than in shared/config: only this lazy page needs it, and a string
 * exported from the shared config would ship in the home screen's first-load JavaScript.
 */
const followUrl = import.meta.env.PUBLIC_WX_FOLLOW_URL || 'https://weixin.qq.com/r/weiketang-demo';

/** The official account to follow: its name and the follow link its QR code holds. */
export const officialAccount = {
  name: `${appName}服务号`,
  followUrl,
};

import { withoutToken } from '@/shared/api';
import { appName } from '@/shared/config';
import { DEFAULT_SHARE_DESC, DEFAULT_SHARE_SLOGAN } from './constants';
// Shipped with the app (`?url`: never inlined as a data URI, which WeChat cannot show), so it exists wherever
// dist/ is served, mock or not.
import shareLogoUrl from './share-logo.png?url';
import type { ShareCard } from './types';

/** The default card (spec §9): product name + slogan, the current page, the logo. The link never carries a token. */
export function completeShareCard(card: Partial<ShareCard> | undefined, currentUrl: string): ShareCard {
  return {
    title: card?.title || `${appName} · ${DEFAULT_SHARE_SLOGAN}`,
    desc: card?.desc || DEFAULT_SHARE_DESC,
    link: withoutToken(card?.link || currentUrl),
    // WeChat shows only absolute image URLs.
    imgUrl: new URL(card?.imgUrl || shareLogoUrl, currentUrl).href,
  };
}

import { apiBase, wxAppId } from '@/shared/config';
import type { Session } from './session';

/** The three login redirects of spec §6/§7: full profile, silent (openId only) and official-account (base). */
export type LoginKind = 'profile' | 'silent' | 'base';

export const loginPaths: Record<LoginKind, string> = {
  profile: '/api/user/loginAuth',
  silent: '/api/user/loginSilentAuth',
  base: '/api/authorizedGzh/authGzhUrl',
};

/** Removes `token` from a URL's query (and from a query inside the hash) so it never travels on. */
export function withoutToken(url: string): string {
  const [beforeHash = '', ...hashParts] = url.split('#');
  const hash = hashParts.join('#');
  const strip = (part: string): string => {
    const index = part.indexOf('?');
    if (index < 0) return part;
    const query = new URLSearchParams(part.slice(index + 1));
    query.delete('token');
    const rest = query.toString();
    return part.slice(0, index) + (rest ? `?${rest}` : '');
  };
  return strip(beforeHash) + (hashParts.length ? `#${strip(hash)}` : '');
}

/** Where the browser goes to log in; the server sends it back to `returnTo` with `token=…` added. */
export function buildLoginUrl(kind: LoginKind, returnTo: string, session: Session): string {
  const query = new URLSearchParams({
    redirectUri: withoutToken(returnTo),
    appId: wxAppId,
    channel_id: session.channel,
    channelId: session.channel,
    s: session.shareSource,
    partner_id: session.partnerId,
  });
  return `${apiBase}${loginPaths[kind]}?${query.toString()}`;
}

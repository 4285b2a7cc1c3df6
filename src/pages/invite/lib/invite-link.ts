import { withoutToken } from '@/shared/api';
import { HOME_PATH, shareLink } from '@/shared/routing';

/**
 * The link a friend opens: the home screen, with the inviter as the share source `s` in the real query (the landing
 * keeps it for the session and sends it with the friend's login, which is how the server counts the invitation).
 * Never the login token, even when the address bar still carries one.
 */
export function inviteLink(inviterId: number | null, current: string = window.location.href): string {
  return shareLink(HOME_PATH, inviterId, withoutToken(current));
}

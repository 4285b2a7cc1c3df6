import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { getInviteActiveFx, type InviteActive } from '@/entities/home-content';
import { $user } from '@/entities/user';
import { inviteLink } from '../lib/invite-link';

export type CampaignStatus = 'loading' | 'failed' | 'running' | 'notStarted' | 'ended' | 'none';

/** What the screens show for an answer at `now`: null is "no campaign" (docs/api.md). */
export function campaignStatus(active: InviteActive | null, now: number): CampaignStatus {
  if (active === null) return 'none';
  if (now < active.startTime) return 'notStarted';
  if (now >= active.endTime) return 'ended';
  return 'running';
}

/** Any of the three invite screens opened (or 重试). */
export const inviteOpened = createEvent();

export const loadInviteFx = attach({ effect: getInviteActiveFx });
export const $campaign = createStore<InviteActive | null>(null).on(loadInviteFx.doneData, (_, active) => active);
export const $status = createStore<CampaignStatus>('loading')
  .on(inviteOpened, (status) => (status === 'failed' ? 'loading' : status))
  .on(loadInviteFx.fail, () => 'failed');
export const $loadError = createStore<unknown>(null)
  .on(loadInviteFx.failData, (_, error) => error)
  .reset(inviteOpened);

sample({ clock: inviteOpened, target: loadInviteFx });
sample({
  clock: loadInviteFx.doneData,
  fn: (active) => campaignStatus(active, Date.now()),
  target: $status,
});

/** The viewer's invite link (see lib/invite-link), read from the page address when a screen opens. */
export const readInviteLinkFx = createEffect((inviterId: number | null) => inviteLink(inviterId));
export const $inviteLink = createStore('').on(readInviteLinkFx.doneData, (_, link) => link);
sample({
  clock: [inviteOpened, $user.updates],
  source: $user,
  fn: (user) => user?.id ?? null,
  target: readInviteLinkFx,
});

/** The name on the poster and the card; a viewer without a profile yet is 你的好友. */
export const $inviterName = $user.map((user) => user?.nickName?.trim() || '你的好友');

import * as z from 'zod/mini';
import { count, createRequestFx, epochMs, id } from '@/shared/api';

/** The invite-friends campaign (invite pages). */
export const inviteActiveSchema = z.object({
  activeId: id,
  title: z.string(),
  cover: z._default(z.string(), ''),
  rule: z._default(z.string(), ''),
  startTime: epochMs,
  endTime: epochMs,
  inviteNum: count,
  rewardDesc: z._default(z.string(), ''),
});
export type InviteActive = z.output<typeof inviteActiveSchema>;

/** `null` when no campaign is running. */
const inviteAnswerSchema = z.nullable(inviteActiveSchema);
export const getInviteActiveFx = createRequestFx<void, typeof inviteAnswerSchema>({
  path: '/api/active/getJyInviteActive',
  schema: inviteAnswerSchema,
});

import { callApi } from '../../src/api/client/call';
import type { WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityContext, type ActivityEvent, createActivityMachine } from './activity.machine';
import { activityHostOf } from './activityHost.machine';

/**
 * Invite friends (spec §2, §4, §5; docs/promotions.md) on the activity skeleton (machines/activity/activity.machine.ts), the
 * page /activity/inviteFriends: a countdown to expireTime, two prizes, progress (invites + 1) / (required + 1).
 * The page shares the link through the share panel (machines/activity/shareLink.machine.ts, source
 * INVITE_SOURCE). CLAIM { id } takes the current prize above status 0 and not at 2, then refreshes the coins.
 * At the end of the countdown an alert says the event ended.
 */

export type InviteState = DataOf<'appInviteBonus1User'>;
export type InviteData = NonNullable<InviteState['appInviteBonus1User']>;
export type InviteClaim = DataOf<'appInviteBonus1UserReceive'>;
export type InvitePrize = WebConfig['appInviteBonus1ConfigList'][number];

/** The share source of the invite page's link (spec §5). */
export const INVITE_SOURCE = 'inviteFriends';

export interface InviteParams {
  prizes: readonly InvitePrize[];
}

export type InviteContext = ActivityContext<InviteParams, InviteData>;
export type InviteEvent = ActivityEvent<InviteState, InviteClaim>;

/** The prize being worked on. */
export function currentPrize(context: Pick<InviteContext, 'params' | 'data'>): InvitePrize | undefined {
  return context.params.prizes.find((prize) => prize.id === context.data?.awardId);
}

/** Progress of the bar (spec §4): (invites + 1) / (required + 1), at most 1. */
export function inviteProgress(context: Pick<InviteContext, 'params' | 'data'>): number {
  const required = currentPrize(context)?.inviteCount ?? 0;
  const invites = context.data?.inviteCount ?? 0;
  return Math.min(1, (invites + 1) / (required + 1));
}

export const inviteMachine = createActivityMachine<InviteParams, InviteState, InviteData, InviteClaim>({
  id: 'invite',
  optional: true,
  load: (signal) => callApi('appInviteBonus1User', {}, { signal }),
  read: (loaded) => ({ data: loaded.appInviteBonus1User, expireTime: loaded.expireTime }),
  claim: {
    call: (propId, signal) => callApi('appInviteBonus1UserReceive', { propId }, { signal }),
    allowed: (context, propId) => context.data?.itemStatus === 1 && context.data.awardId === propId,
    apply: (data, claimed) => claimed.appInviteBonus1User ?? data,
    message: 'activity.invite.received',
  },
});

export type InviteMachine = typeof inviteMachine;

/** The session's invite child (loaded on first use): one run per visit. */
export const inviteHost = activityHostOf<InviteParams, InviteMachine>('invite', inviteMachine);
export type InviteHost = typeof inviteHost;

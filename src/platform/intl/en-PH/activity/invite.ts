/** en-PH messages of invite friends and the shared link; part of ../activity.ts. */
export const inviteMessages = {
  'activity.invite.title': 'Invite Friends',
  'activity.invite.intro': 'Invite friends to sign up with your link. Reach each goal to receive its prize.',
  'activity.invite.prize': 'Prize {n}: {reward} for {count} friends',
  'activity.invite.progress': '{invites} of {required} friends joined',
  'activity.invite.invite': 'Invite',
  'activity.invite.receive': 'Receive',
  'activity.invite.received': 'Prize received.',
  'activity.invite.allReceived': 'Every prize received',
} as const satisfies Record<string, string>;

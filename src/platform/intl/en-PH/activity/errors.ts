/**
 * en-PH messages of the activity errcodes 1001-1010 (spec §8), which only activity calls answer and only the
 * activity screens show (machines/activity/activity.machine.ts activityNotice, inside ActivityIntl).
 */
export const activityErrorMessages = {
  'activity.claimFailed': 'Your claim did not go through.',
  'activity.act39.err1001': 'This event has not started yet.',
  'activity.act39.err1002': 'This event has ended.',
  'activity.act39.err1003': 'You are not eligible for this event.',
  'activity.act39.err1004': 'This reward has already been claimed.',
  'activity.act39.err1005': 'This reward cannot be claimed yet.',
  'activity.act39.err1006': 'This offer has already been bought.',
  'activity.act39.err1007': 'Make a deposit first to take part.',
  'activity.act39.err1008': 'Not enough invitations yet.',
  'activity.act39.err1009': 'This reward is sold out.',
  'activity.act39.err1010': 'This event is not available right now.',
} as const satisfies Record<string, string>;

/** en-PH messages of the share panel (link, QR code, copy, share sheet); part of ../activity.ts. */
export const shareMessages = {
  'activity.share.title': 'Share your invite link',
  'activity.share.link': 'Your invite link',
  'activity.share.loading': 'Making your link…',
  'activity.share.copy': 'Copy link',
  'activity.share.share': 'Share',
  'activity.share.qr': 'QR code of your invite link',
  'activity.share.bindFirst': 'Bind your mobile number to get your invite link.',
  'activity.share.bind': 'Bind mobile',
  'activity.share.shareFailed': 'Sharing could not open. Copy the link instead.',
} as const satisfies Record<string, string>;

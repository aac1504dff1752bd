/** The desktop shell's lazy part: the left menu's player block and the footer's blocks (spec §2). */
export const shellMessages = {
  'shell.player': 'Your account',
  'shell.addFunds': 'Add funds: deposit',
  'shell.legal': 'Terms and policies',
  'shell.contact': 'Contact us',
  'shell.apps': 'Get the app',
  'shell.badgeAndroid': 'Android app',
  'shell.badgeIos': 'iPhone and iPad',
  'shell.payments': 'Payment methods',
  'shell.responsibility': 'Responsible gaming',
  'shell.responsibilityText':
    'Play for fun, set a budget and take breaks. Gambling can be addictive: if it stops being fun, ask customer service to exclude you from play.',
  'shell.country': 'For players in the Philippines only.',
} as const;

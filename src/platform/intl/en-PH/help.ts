/**
 * en-PH messages of the responsible-gaming help page (/lobby/responsible-gaming, src/screens/legal/ResponsibleGamingPage.tsx,
 * inside its AreaIntl). Loaded with its code, never with a guest's first screen. The contacts themselves are in
 * src/ui/legal/helpLines.ts.
 */
export const helpMessages = {
  'help.title': 'Responsible gaming',
  'help.intro':
    'Gaming should stay fun. If it stops being fun, or you spend more time or money than you meant to, the tools and people on this page can help. Only players 21 and older may play.',
  'help.tools': 'Your own tools',
  'help.tools.player': 'Set them yourself, whenever you need them.',
  'help.tools.guest':
    'Log in to set deposit limits and a play reminder, to take a break or exclude yourself, and to see your account history.',
  'help.tools.login': 'Log in',
  'help.tool.limits': 'Deposit limits and play reminder',
  'help.tool.limits.about':
    'Cap what you can deposit per day, week or month, and choose how often a reminder shows while you play.',
  'help.tool.break': 'Take a break',
  'help.tool.break.about':
    'A time-out of a day to a month, or a self-exclusion of six months to five years: no play until it ends.',
  'help.tool.history': 'Account history',
  'help.tool.history.about': 'Your deposits, withdrawals and game results over the last 12 months.',
  'help.lines': 'Talk to someone',
  'help.lines.intro':
    'Free, confidential help outside this app. If you or someone near you is in danger right now, call 911.',
  'help.ncmh.about':
    'Free crisis support by phone, day and night, for anyone who feels overwhelmed, anxious or hopeless, including over gambling.',
  'help.pagcor.about':
    'The government regulator of gaming in the Philippines. Its website explains its responsible-gaming programme, including how to ask to be barred from gaming.',
  'help.phones': 'Call',
  'help.phone.landline': 'toll-free from a landline',
  'help.phone.mobile': 'from a mobile phone',
  'help.website': 'Website',
  'help.newTab': '(opens in a new tab)',
} as const satisfies Record<string, string>;

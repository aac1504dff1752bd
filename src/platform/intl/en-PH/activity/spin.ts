/** en-PH messages of invite-and-spin (docs/promotions.md); part of ../activity.ts. */
export const spinMessages = {
  'promotions.activity.InviteUserSpin': 'Invite & Spin',
  'promotions.terms.InviteUserSpin':
    'One spin of the wheel for every friend who signs up with your link and makes a deposit. Every spin pays its prize into your balance at once.',
  'promotions.spin.title': 'Invite & Spin',
  'promotions.spin.intro':
    'Every friend who signs up with your invite link and makes a deposit gives you one spin. Each spin pays its prize into your balance at once.',
  'promotions.spin.invited': 'Friends who signed up',
  'promotions.spin.valid': 'Friends who deposited',
  'promotions.spin.left': 'Spins left',
  'promotions.spin.won': 'Won on the wheel',
  'promotions.spin.wheel': 'Prize wheel',
  'promotions.spin.spin': 'Spin',
  'promotions.spin.none': 'No spins left. Invite a friend who deposits to earn one.',
  'promotions.spin.invite': 'Invite friends',
  'promotions.spin.result': 'You won {prize}!',
  'promotions.spin.paid': 'Prize added to your balance.',
  'promotions.spin.odds': 'Prizes and chances',
  'promotions.spin.chance': '{prize}: {chance}',
  'promotions.spin.record': 'Your spins',
  'promotions.spin.record.none': 'No spins yet.',
  'promotions.spin.record.row': 'Spin {n}: {prize}',
  'promotions.spin.record.failed': 'Your spins could not be loaded.',
  'promotions.spin.record.moreFailed': 'More spins could not be loaded.',
  'promotions.spin.record.end': 'That is every spin.',
} as const satisfies Record<string, string>;

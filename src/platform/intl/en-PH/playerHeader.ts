/**
 * en-PH messages of the player's home header and its slide-out menu, with the balance refresh both
 * show (src/screens/lobby/BalanceRefresh.tsx and the refresh's toast, machines/session/balance.machine.ts). Loaded with their code (src/screens/lobby/PlayerHeader.tsx, inside its AreaIntl), never with a guest's first screen.
 */
export const playerHeaderMessages = {
  'lobby.header.deposit': 'Deposit',
  'lobby.header.menu': 'Open the menu',
  'lobby.header.rewardDot': 'A reward is waiting',
  'menu.title': 'Menu',
  'menu.close': 'Close the menu',
  'menu.avatar': 'Profile picture',
  'menu.vip': 'VIP {level}',
  'menu.userId': 'ID: {id}',
  'menu.copyId': 'Copy user ID',
  'menu.superior': 'Superior ID: {id}',
  'menu.superiorNone': 'Superior ID: not set',
  'menu.withdraw': 'Withdraw',
  'menu.points': 'Points',
  'menu.pointsGo': 'Use points',
  'menu.profile': 'My profile',
  'menu.transactions': 'Transactions',
  'menu.mail': 'Mail',
  'menu.bind': 'Bind mobile number',
  'menu.favorites': 'Favourites',
  'menu.tasks': 'Tasks',
  'menu.more': 'More',
  'menu.newMark': 'new',
  'lobby.balance': 'Balance',
  'common.refreshSucc': 'Balance updated.',
  'lobby.header.refresh': 'Refresh balance',
} as const satisfies Record<string, string>;

/**
 * en-PH messages of the logout confirmation. Loaded with it (src/screens/auth/LogoutConfirm.tsx, inside its
 * AreaIntl), which loads only once a player is logged in; its confirm label stays at start (the player header names it).
 */
export const logoutMessages = {
  'logout.title': 'Log out?',
  'logout.body': 'You will need to log in again to play.',
  'logout.cancel': 'Cancel',
} as const satisfies Record<string, string>;

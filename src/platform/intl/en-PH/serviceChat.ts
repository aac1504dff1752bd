/**
 * en-PH messages of the live-chat panel. Loaded with it (src/screens/shared/ServiceChat.tsx, inside its AreaIntl),
 * on the first open of the chat.
 */
export const serviceChatMessages = {
  'lobby.service.chat': 'Live chat',
  'lobby.service.close': 'Close the chat',
} as const satisfies Record<string, string>;

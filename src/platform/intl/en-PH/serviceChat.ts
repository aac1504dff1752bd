/**
 * en-PH messages of the live-chat panel and the lobby's own chat with support. Loaded with them
 * (src/screens/shared/ServiceChat.tsx and LiveChat.tsx, inside their AreaIntl), on the first open of the chat.
 */
export const serviceChatMessages = {
  'lobby.service.chat': 'Live chat',
  'lobby.service.close': 'Close the chat',
  'lobby.chat.logIn': 'Log in to chat with our support team.',
  'lobby.chat.logInLink': 'Log in',
  'lobby.chat.loading': 'Opening the chat…',
  'lobby.chat.loadFailed': 'The chat could not open.',
  'lobby.chat.retry': 'Try again',
  'lobby.chat.conversation': 'Conversation',
  'lobby.chat.empty': 'Send us a message and an agent will answer here.',
  'lobby.chat.you': 'You',
  'lobby.chat.agent': 'Support',
  'lobby.chat.waiting': 'Waiting for an agent…',
  'lobby.chat.typing': 'The agent is typing…',
  'lobby.chat.message': 'Your message',
  'lobby.chat.send': 'Send',
  'lobby.chat.notSent': 'Not sent: {text}',
  'lobby.chat.retrySend': 'Send again',
  'lobby.chat.problem.invalid': 'Write a message of 1 to 500 characters.',
  'lobby.chat.problem.tooFast': 'You are sending too fast. Wait a moment, then try again.',
  'lobby.chat.problem.full': 'This chat is full. Please wait for the agent to close it.',
  'lobby.chat.problem.failed': 'Your message was not sent. Check your connection, then send it again.',
  'lobby.chat.closed': 'This chat has ended.',
  'lobby.chat.newChat': 'Start a new chat',
} as const satisfies Record<string, string>;

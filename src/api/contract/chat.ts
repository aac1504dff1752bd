import { z } from 'zod/mini';
import { id, list, text } from './define';

/**
 * The player's customer-service chat with support staff (docs/profile.md "Customer service", docs/ops.md "Live
 * chat"). Shared by the reference server and the client; the back office reads the same limits.
 */
export const CHAT_LIMITS = {
  /** The longest message, in characters, either side: a chat line, not a letter. */
  messageMax: 500,
  /** Messages one conversation holds; past it the player is asked to wait for the agent to close it. */
  conversationMax: 200,
  /** Messages a player may send in one minute: enough to explain, too few to flood an agent's screen. */
  perMinute: 10,
  /** How often the agent's screen may say "typing": the player's indicator is kept alive by it. */
  typingEveryMs: 2_000,
  /** How long "typing" shows without a fresh signal: an agent who stopped typing stops showing as typing. */
  typingShowsMs: 6_000,
} as const;

/**
 * The address of a customer-service entry (isOut 0) that opens the lobby's own chat with support. Any other in-app
 * entry is a third party's chat page, shown in a frame.
 */
export const LOBBY_CHAT_URL = 'lobby:chat';

/** Errcodes of the chat calls (designed; HTTP 200, code 200). */
export const CHAT_ERRCODE = {
  /** Empty after trimming, or longer than the limit. */
  messageInvalid: 5061,
  /** More than CHAT_LIMITS.perMinute messages in a minute. */
  tooFast: 5062,
  /** The conversation holds CHAT_LIMITS.conversationMax messages. */
  conversationFull: 5063,
} as const;

export const CHAT_STATUSES = ['waiting', 'assigned', 'closed'] as const;
export type ChatStatusName = (typeof CHAT_STATUSES)[number];

/** One message as the player reads it: who wrote it, never which staff member. */
export const chatMessage = z.object({
  id,
  from: z.enum(['player', 'agent']),
  body: text(CHAT_LIMITS.messageMax),
  at: z.int(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatConversation = z.object({ id, status: z.enum(CHAT_STATUSES) });
export type ChatConversation = z.infer<typeof chatConversation>;

/** The player's conversation (the open one, else the newest closed one, else none) and its messages, oldest first. */
export const chatThread = z.object({
  conversation: z.nullable(chatConversation),
  messages: list(chatMessage, CHAT_LIMITS.conversationMax),
});
export type ChatThread = z.infer<typeof chatThread>;

/** A message as the player typed it: trimmed, not empty, within the limit; null when it is not one. */
export function chatText(raw: string): string | null {
  const value = raw.trim();
  if (value === '' || [...value].length > CHAT_LIMITS.messageMax) return null;
  return value;
}

/** The chat console's answers (server/ops/chat.ts; docs/ops.md "Live chat"). */

/** A conversation in the queue or held by this agent. */
export interface ChatQueueEntry {
  id: number;
  userId: number;
  account: string;
  nickname: string;
  openedAt: number;
  lastMessageAt: number;
  /** The newest message, cut to one line. */
  preview: string;
}

export interface CannedReply {
  id: string;
  title: string;
  body: string;
}

/** GET /ops-api/chat */
export interface ChatQueue {
  waiting: ChatQueueEntry[];
  mine: ChatQueueEntry[];
  canned: CannedReply[];
}

export interface StaffChatMessage {
  id: number;
  from: 'player' | 'agent';
  staffName: string | null;
  body: string;
  at: number;
}

/** GET /ops-api/chat/:id: the conversation, its history and the player's context. */
export interface StaffConversation {
  conversation: {
    id: number;
    status: 'waiting' | 'assigned' | 'closed';
    staffId: number | null;
    staffName: string | null;
    openedAt: number;
    closedAt: number | null;
    /** Held by the staff member reading it: they may reply and close. */
    mine: boolean;
  };
  messages: StaffChatMessage[];
  player: {
    id: number;
    account: string;
    nickname: string;
    vip: number;
    /** Hundredths of a peso. */
    balance: number;
    kyc: string;
    deposits: { orderId: string; amount: number; method: string; status: string; createdAt: number }[];
  };
}

/** The longest reply, as the server's rule (src/api/contract/chat.ts CHAT_LIMITS.messageMax). */
export const STAFF_REPLY_MAX = 500;
/** How often the console tells the player "typing" while the agent writes (the server holds it to the same). */
export const STAFF_TYPING_EVERY_MS = 2_000;

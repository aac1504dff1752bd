import { and, asc, count, desc, eq, gt, ne } from 'drizzle-orm';
import { CHAT_ERRCODE, CHAT_LIMITS, type ChatThread, chatText } from '../../src/api/contract/chat';
import type { Db, Tx } from '../db/connect';
import { type ChatAuthor, chatConversations, chatMessages } from '../db/schema';
import { AppError } from '../errors';
import { announce } from '../live/publish';

/*
 * The customer-service chat's conversations and messages (docs/ops.md "Live chat"), shared by the player's calls
 * and support's. Every change announces `chat` for its player after the commit (server/live/publish.ts): the
 * player's tabs and support's stream then read the thread again, so the event carries no words.
 */

export type ConversationRow = typeof chatConversations.$inferSelect;

/** The player's open conversation, else the newest closed one; null before the first message. */
export async function currentConversation(db: Db | Tx, userId: number): Promise<ConversationRow | null> {
  const [open] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), ne(chatConversations.status, 'closed')));
  if (open) return open;
  const [last] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.id))
    .limit(1);
  return last ?? null;
}

/** The messages of a conversation, oldest first (a conversation never holds more than the limit). */
export async function messagesOf(db: Db | Tx, conversationId: number) {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.id))
    .limit(CHAT_LIMITS.conversationMax);
}

/** The thread as the player reads it: no staff member's name or id. */
export async function playerThread(db: Db | Tx, userId: number): Promise<ChatThread> {
  const conversation = await currentConversation(db, userId);
  if (!conversation) return { conversation: null, messages: [] };
  const rows = await messagesOf(db, conversation.id);
  return {
    conversation: { id: conversation.id, status: conversation.status },
    messages: rows.map((m) => ({ id: m.id, from: m.author, body: m.body, at: m.at.getTime() })),
  };
}

/** A message's text as the rule takes it, or the refusal (5061). */
export function checkedText(raw: string): string {
  const value = chatText(raw);
  if (value === null) {
    throw new AppError(CHAT_ERRCODE.messageInvalid, `a message is 1 to ${CHAT_LIMITS.messageMax} characters`);
  }
  return value;
}

/**
 * Appends a message to a locked conversation and announces it: refused (5063) when the conversation is full. The
 * caller holds the conversation's row lock, so two messages never race past the count.
 */
export async function appendMessage(
  tx: Tx,
  conversation: ConversationRow,
  author: { kind: ChatAuthor; staffId?: number; staffName?: string },
  body: string,
  now: number,
): Promise<number> {
  const [held] = await tx
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversation.id));
  if ((held?.n ?? 0) >= CHAT_LIMITS.conversationMax) {
    throw new AppError(CHAT_ERRCODE.conversationFull, 'this conversation is full: wait for support to close it');
  }
  const at = new Date(now);
  const [row] = await tx
    .insert(chatMessages)
    .values({
      conversationId: conversation.id,
      author: author.kind,
      staffId: author.staffId ?? null,
      staffName: author.staffName ?? null,
      body,
      at,
    })
    .returning({ id: chatMessages.id });
  const messageId = row?.id ?? 0;
  await tx.update(chatConversations).set({ lastMessageAt: at }).where(eq(chatConversations.id, conversation.id));
  announce(tx, { kind: 'chat', accountId: conversation.userId, version: messageId });
  return messageId;
}

/**
 * The player writes to support: into the open conversation, or a new one in the queue. Refused when the text breaks
 * the rule (5061), after CHAT_LIMITS.perMinute messages in the last minute (5062), or in a full conversation (5063).
 */
export async function sendPlayerMessage(db: Db, userId: number, raw: string, now: number): Promise<ChatThread> {
  const body = checkedText(raw);
  await db.transaction(async (tx) => {
    // One open conversation per player (a unique index): a second tab opening one at the same moment joins it.
    await tx
      .insert(chatConversations)
      .values({ userId, status: 'waiting', openedAt: new Date(now), lastMessageAt: new Date(now) })
      .onConflictDoNothing();
    const [conversation] = await tx
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.userId, userId), ne(chatConversations.status, 'closed')))
      .for('update');
    if (!conversation) throw new Error('chat: the open conversation vanished');
    const [recent] = await tx
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversation.id),
          eq(chatMessages.author, 'player'),
          gt(chatMessages.at, new Date(now - 60_000)),
        ),
      );
    if ((recent?.n ?? 0) >= CHAT_LIMITS.perMinute) {
      throw new AppError(CHAT_ERRCODE.tooFast, 'too many messages: wait a moment');
    }
    await appendMessage(tx, conversation, { kind: 'player' }, body, now);
  });
  return playerThread(db, userId);
}

/** The last time each conversation's player "typing" was passed on, per database (one app instance each). */
const lastPlayerTyping = new WeakMap<Db, Map<number, number>>();
/** Past this many conversations remembered, the ones outside the throttle window are forgotten. */
const TYPING_KEPT = 1_000;

/**
 * The player is typing: told to support's stream (`chatPlayerTyping`, no words) at most once per
 * CHAT_LIMITS.typingEveryMs per conversation; the agent's indicator lasts CHAT_LIMITS.typingShowsMs. Only an open
 * conversation has someone to tell. Answers whether it was told.
 */
export async function playerTyping(db: Db, userId: number, now: number): Promise<{ told: boolean }> {
  const [open] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), ne(chatConversations.status, 'closed')));
  if (!open) return { told: false };
  let times = lastPlayerTyping.get(db);
  if (!times) {
    times = new Map();
    lastPlayerTyping.set(db, times);
  }
  const last = times.get(open.id);
  if (last !== undefined && now - last >= 0 && now - last < CHAT_LIMITS.typingEveryMs) return { told: false };
  if (times.size >= TYPING_KEPT) {
    for (const [id, at] of times) if (!(now - at >= 0 && now - at < CHAT_LIMITS.typingEveryMs)) times.delete(id);
  }
  times.set(open.id, now);
  announce(db, { kind: 'chatPlayerTyping', accountId: userId });
  return { told: true };
}

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './players';

/* The player's customer-service chat with support staff (docs/ops.md "Live chat", docs/profile.md). */

/** waiting: in the queue, nobody has it; assigned: one agent answers it; closed: over (a new message opens another). */
export type ChatStatus = 'waiting' | 'assigned' | 'closed';

/**
 * One conversation of a player with support. A player has at most one that is not closed (a unique index), so two
 * tabs writing at once join the same conversation. The agent is taken by a conditional update from `waiting`, so
 * two agents can never both hold it; the agent's name is kept as it was, so history reads right after the staff
 * account is disabled.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ChatStatus>().notNull(),
    staffId: integer('staff_id'),
    staffName: text('staff_name'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The newest message's time: the queue shows how long a player has been waiting for a word. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('chat_conversations_status', sql`${t.status} IN ('waiting', 'assigned', 'closed')`),
    uniqueIndex('chat_conversations_open_idx').on(t.userId).where(sql`${t.status} <> 'closed'`),
    index('chat_conversations_queue_idx').on(t.status, t.openedAt),
  ],
);

/** Who wrote a message: the player, or the agent holding the conversation. */
export type ChatAuthor = 'player' | 'agent';

/** The messages of a conversation, appended only (nothing edits or deletes what the other side has read). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<ChatAuthor>().notNull(),
    staffId: integer('staff_id'),
    staffName: text('staff_name'),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('chat_messages_author', sql`${t.author} IN ('player', 'agent')`),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

/**
 * The canned replies as admin set them in /ops/chat: one row (id 1) holding the whole list in its order, and a
 * revision a save must name (two admins editing at once: the second is told, nothing lost unseen). No row: the
 * product's list (src/api/contract/chatCanned.ts); the migration seeds the row with it.
 */
export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    id: integer('id').primaryKey(),
    replies: jsonb('replies').$type<unknown>().notNull(),
    revision: integer('revision').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('chat_canned_replies_one_row', sql`${t.id} = 1`)],
);

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { CHAT_LIMITS, chatText } from '../../src/api/contract/chat';
import { appendMessage, type ConversationRow, messagesOf } from '../chat/conversations';
import type { Db, Tx } from '../db/connect';
import { chatConversations, chatMessages, kycSubmissions, recharges, type StaffRole, users } from '../db/schema';
import { AppError } from '../errors';
import { announce } from '../live/publish';
import { writeAudit } from './audit';
import { CANNED_EDIT_ROLES, readCannedReplies, saveCannedReplies } from './chatCanned';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/*
 * Support's side of the customer-service chat (docs/ops.md "Live chat"): the queue of waiting conversations, Take
 * (one agent, by a conditional update), the conversation with its history and the player's context, replies,
 * "typing" and Close, and the canned replies (server/ops/chatCanned.ts: support reads them, admin edits them). Take and
 * Close are audited; a reply is the conversation's own record. Every change is announced as `chat` for the player
 * after the commit, which both the player's tabs and support's stream hear.
 */

/** Who answers players: support, and admins standing in. */
export const CHAT_ROLES: readonly StaffRole[] = ['support', 'admin'];

/** Conversations the queue lists at most, oldest first (a longer queue is read as it empties). */
const QUEUE_MAX = 100;

interface ChatCall {
  c: Context;
  deps: { db: Db };
  staff: StaffMember;
  now: number;
  body: Record<string, unknown>;
}

interface ChatRoute {
  method: 'GET' | 'POST';
  path: string;
  roles: readonly StaffRole[];
  run(call: ChatCall): Promise<unknown>;
}

function conversationParam(c: Context): number {
  const raw = c.req.param('conversationId') ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw new OpsError(404, 'Not found.');
  return Number(raw);
}

const DEPOSIT_STATUS: Record<number, string> = { 0: 'pending', 1: 'paid', 2: 'failed' };

/** The queue: conversations waiting for an agent (oldest first) and the ones this agent holds. */
export async function chatQueue(db: Db, staff: StaffMember) {
  const [waiting, mine] = await Promise.all([
    db
      .select({ c: chatConversations, account: users.account, nickname: users.nickname })
      .from(chatConversations)
      .innerJoin(users, eq(users.id, chatConversations.userId))
      .where(eq(chatConversations.status, 'waiting'))
      .orderBy(asc(chatConversations.openedAt), asc(chatConversations.id))
      .limit(QUEUE_MAX),
    db
      .select({ c: chatConversations, account: users.account, nickname: users.nickname })
      .from(chatConversations)
      .innerJoin(users, eq(users.id, chatConversations.userId))
      .where(and(eq(chatConversations.status, 'assigned'), eq(chatConversations.staffId, staff.id)))
      .orderBy(asc(chatConversations.takenAt)),
  ]);
  const ids = [...waiting, ...mine].map((row) => row.c.id);
  // Read on every request: a list admin just saved is served by every instance at once.
  const { replies: canned } = await readCannedReplies(db);
  // The newest message of each listed conversation, as a one-line preview.
  const last = new Map<number, string>();
  if (ids.length > 0) {
    const rows = await db
      .selectDistinctOn([chatMessages.conversationId], {
        conversationId: chatMessages.conversationId,
        body: chatMessages.body,
      })
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, ids))
      .orderBy(chatMessages.conversationId, desc(chatMessages.id));
    for (const row of rows) last.set(row.conversationId, row.body.slice(0, 120));
  }
  const entry = (row: (typeof waiting)[number]) => ({
    id: row.c.id,
    userId: row.c.userId,
    account: row.account,
    nickname: row.nickname,
    openedAt: row.c.openedAt.getTime(),
    lastMessageAt: row.c.lastMessageAt.getTime(),
    preview: last.get(row.c.id) ?? '',
  });
  return { waiting: waiting.map(entry), mine: mine.map(entry), canned };
}

async function conversationOrNotFound(db: Db, id: number): Promise<ConversationRow> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row) throw new OpsError(404, 'No conversation has this id.');
  return row;
}

/** Another agent's conversation is theirs: support reads the waiting ones and their own; admins read all. */
function mayRead(staff: StaffMember, row: ConversationRow): boolean {
  return staff.role === 'admin' || row.status === 'waiting' || row.staffId === staff.id;
}

/** The conversation, its history and the player's context: balance, the last 5 deposits, the identity check. */
export async function chatConversation(db: Db, staff: StaffMember, id: number) {
  const row = await conversationOrNotFound(db, id);
  if (!mayRead(staff, row)) throw new OpsError(403, `${row.staffName ?? 'Another agent'} holds this conversation.`);
  const [messages, [player], deposits, [kyc]] = await Promise.all([
    messagesOf(db, id),
    db
      .select({ id: users.id, account: users.account, nickname: users.nickname, coin: users.coin, vip: users.vip })
      .from(users)
      .where(eq(users.id, row.userId)),
    db.select().from(recharges).where(eq(recharges.userId, row.userId)).orderBy(desc(recharges.createdAt)).limit(5),
    db.select({ status: kycSubmissions.status }).from(kycSubmissions).where(eq(kycSubmissions.userId, row.userId)),
  ]);
  return {
    conversation: {
      id: row.id,
      status: row.status,
      staffId: row.staffId,
      staffName: row.staffName,
      openedAt: row.openedAt.getTime(),
      closedAt: row.closedAt?.getTime() ?? null,
      mine: row.staffId === staff.id && row.status === 'assigned',
    },
    messages: messages.map((m) => ({
      id: m.id,
      from: m.author,
      staffName: m.staffName,
      body: m.body,
      at: m.at.getTime(),
    })),
    player: {
      id: row.userId,
      account: player?.account ?? '',
      nickname: player?.nickname ?? '',
      vip: player?.vip ?? 0,
      balance: player?.coin ?? 0,
      kyc: kyc?.status ?? 'none',
      deposits: deposits.map((d) => ({
        orderId: d.orderId,
        amount: d.amount,
        method: d.rechargeTypeName,
        status: DEPOSIT_STATUS[d.status] ?? 'pending',
        createdAt: d.createdAt.getTime(),
      })),
    },
  };
}

/**
 * Take: the conversation is assigned to this agent only if it is still waiting (one conditional update), so of any
 * number of agents pressing Take at once exactly one gets it; the others are told who has it (409).
 */
export async function takeConversation(db: Db, staff: StaffMember, id: number, now: number) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(chatConversations)
      .set({ status: 'assigned', staffId: staff.id, staffName: staff.username, takenAt: new Date(now) })
      .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'waiting')))
      .returning();
    if (!taken) {
      const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id));
      if (!row) throw new OpsError(404, 'No conversation has this id.');
      if (row.status === 'closed') throw new OpsError(409, 'This conversation is closed.');
      throw new OpsError(409, `${row.staffName ?? 'Another agent'} has already taken this conversation.`);
    }
    await writeAudit(
      tx,
      staff,
      { action: 'chat.take', target: `chat:${id}`, after: { userId: taken.userId, staffId: staff.id } },
      now,
    );
    announce(tx, { kind: 'chat', accountId: taken.userId });
    return { conversationId: id };
  });
}

/** The row of a conversation this agent holds, locked; refused when it is not theirs or not open. */
async function heldConversation(tx: Tx, staff: StaffMember, id: number) {
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
  if (!row) throw new OpsError(404, 'No conversation has this id.');
  if (row.status === 'closed') throw new OpsError(409, 'This conversation is closed.');
  if (row.status !== 'assigned' || row.staffId !== staff.id) throw new OpsError(409, 'Take the conversation first.');
  return row;
}

/** The agent answers, in the conversation they hold. */
export async function replyToPlayer(db: Db, staff: StaffMember, id: number, raw: unknown, now: number) {
  if (typeof raw !== 'string') throw new OpsError(400, 'body must be text.');
  const body = chatText(raw);
  if (body === null) throw new OpsError(400, `A reply is 1 to ${CHAT_LIMITS.messageMax} characters.`);
  try {
    const messageId = await db.transaction(async (tx) => {
      const row = await heldConversation(tx, staff, id);
      return appendMessage(tx, row, { kind: 'agent', staffId: staff.id, staffName: staff.username }, body, now);
    });
    return { messageId };
  } catch (err) {
    if (err instanceof AppError) throw new OpsError(409, 'This conversation is full: close it.');
    throw err;
  }
}

/** The last time each conversation's "typing" was passed on, per database (one app instance each). */
const lastTyping = new WeakMap<Db, Map<number, number>>();

/**
 * The agent is typing: told to the player at most once per CHAT_LIMITS.typingEveryMs per conversation (the agent's
 * screen sends on every key; the player's indicator lasts CHAT_LIMITS.typingShowsMs). Answers whether it was told.
 */
export async function agentTyping(db: Db, staff: StaffMember, id: number, now: number) {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row) throw new OpsError(404, 'No conversation has this id.');
  if (row.status !== 'assigned' || row.staffId !== staff.id) throw new OpsError(409, 'Take the conversation first.');
  let times = lastTyping.get(db);
  if (!times) {
    times = new Map();
    lastTyping.set(db, times);
  }
  const last = times.get(id);
  if (last !== undefined && now - last >= 0 && now - last < CHAT_LIMITS.typingEveryMs) return { told: false };
  times.set(id, now);
  announce(db, { kind: 'chatTyping', accountId: row.userId });
  return { told: true };
}

/**
 * Close: the conversation is over (the player's next message opens a new one). The agent holding it or an admin
 * closes an assigned one; any of support closes a waiting one (a message sent by mistake, abuse).
 */
export async function closeConversation(db: Db, staff: StaffMember, id: number, now: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
    if (!row) throw new OpsError(404, 'No conversation has this id.');
    if (row.status === 'closed') throw new OpsError(409, 'This conversation is closed already.');
    if (row.status === 'assigned' && row.staffId !== staff.id && staff.role !== 'admin') {
      throw new OpsError(403, `${row.staffName ?? 'Another agent'} holds this conversation.`);
    }
    await tx
      .update(chatConversations)
      .set({ status: 'closed', closedAt: new Date(now) })
      .where(eq(chatConversations.id, id));
    await writeAudit(
      tx,
      staff,
      { action: 'chat.close', target: `chat:${id}`, before: { status: row.status, staffId: row.staffId } },
      now,
    );
    announce(tx, { kind: 'chat', accountId: row.userId });
    // Nobody types in a closed conversation: its throttle entry goes with it.
    lastTyping.get(db)?.delete(id);
    return {};
  });
}

export const CHAT_ROUTES: readonly ChatRoute[] = [
  { method: 'GET', path: '/chat', roles: CHAT_ROLES, run: async ({ deps, staff }) => chatQueue(deps.db, staff) },
  // Before the conversation's paths, whose `:conversationId` would take `canned`.
  { method: 'GET', path: '/chat/canned', roles: CHAT_ROLES, run: async ({ deps }) => readCannedReplies(deps.db) },
  {
    method: 'POST',
    path: '/chat/canned',
    roles: CANNED_EDIT_ROLES,
    run: async ({ deps, staff, body, now }) => saveCannedReplies(deps.db, staff, body, now),
  },
  {
    method: 'GET',
    path: '/chat/:conversationId',
    roles: CHAT_ROLES,
    run: async ({ c, deps, staff }) => chatConversation(deps.db, staff, conversationParam(c)),
  },
  {
    method: 'POST',
    path: '/chat/:conversationId/take',
    roles: CHAT_ROLES,
    run: async ({ c, deps, staff, now }) => takeConversation(deps.db, staff, conversationParam(c), now),
  },
  {
    method: 'POST',
    path: '/chat/:conversationId/reply',
    roles: CHAT_ROLES,
    run: async ({ c, deps, staff, body, now }) => replyToPlayer(deps.db, staff, conversationParam(c), body.body, now),
  },
  {
    method: 'POST',
    path: '/chat/:conversationId/typing',
    roles: CHAT_ROLES,
    run: async ({ c, deps, staff, now }) => agentTyping(deps.db, staff, conversationParam(c), now),
  },
  {
    method: 'POST',
    path: '/chat/:conversationId/close',
    roles: CHAT_ROLES,
    run: async ({ c, deps, staff, now }) => closeConversation(deps.db, staff, conversationParam(c), now),
  },
];

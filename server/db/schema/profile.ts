import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './players';

/* What belongs to a player's profile: extra details, mail, task states, and the logs the app sends. */

/** Extra personal details of a player (appUserOther); users.hasUserOther says whether a row exists. */
export const userOthers = pgTable('user_others', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  realName: text('real_name').notNull(),
  email: text('email').notNull().default(''),
  birthDate: text('birth_date').notNull().default(''),
  address: text('address').notNull().default(''),
});

/** Player mail; box 0 system, 1 rewards, 2 activity (counted by hasMailUnread red0..red2). */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    box: integer('box').notNull().default(0),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isRead: integer('is_read').notNull().default(0),
    propList: jsonb('prop_list').$type<{ propId: number; count: number }[]>().notNull().default([]),
    received: integer('received').notNull().default(0),
    /** The operator's mail campaign it came from (server/ops/mailCampaigns.ts); one mail per player per campaign. */
    campaignId: integer('campaign_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mails_user_idx').on(t.userId, t.isRead),
    index('mails_user_created_idx').on(t.userId, t.id),
    uniqueIndex('mails_campaign_user_idx').on(t.campaignId, t.userId).where(sql`${t.campaignId} IS NOT NULL`),
  ],
);

/**
 * Stored task state beside the derived one (server/player/tasks.ts): claimedAt once the award is taken,
 * doneAt when a task was completed by an event that leaves no other trace (or forced by a test control).
 */
export const taskStates = pgTable(
  'task_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskKey: integer('task_key').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskKey] })],
);

export const eventLogs = pgTable('event_logs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  fingerprint: text('fingerprint').notNull().default(''),
  event: text('event').notNull(),
  eventTime: bigint('event_time', { mode: 'number' }).notNull(),
  eventUserId: integer('event_user_id').notNull().default(0),
  channel: text('channel').notNull().default(''),
  appId: text('app_id').notNull().default(''),
  version: text('version').notNull().default(''),
  params: jsonb('params').$type<Record<string, string | number>>(),
  createdAt: createdAt(),
});

export const actionLogs = pgTable('action_logs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  event: text('event').notNull(),
  createdAt: createdAt(),
});

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from './columns';
import { users } from './players';

/* Seasonal events: the New Year items players hold and every opening they paid. */

/** New-year items (40001-40004, spec §9) a player holds (docs/promotions.md "New Year"); spent once, never below 0. */
export const seasonItems = pgTable(
  'season_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), check('season_items_nonnegative', sql`${t.count} >= 0`)],
);

/** Every new-year opening (box or lottery) and the coin it paid: the ledger ref and the newYearList ticker. */
export const seasonOpenings = pgTable(
  'season_openings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'box' | 'lottery'>().notNull(),
    amount: money('amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('season_openings_recent').on(t.createdAt)],
);

import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './players';

/* What staff keep about a player beside the records the player makes: support's notes. */

/**
 * A staff member's note on a player (a call, a complaint, what was promised), shown to the staff who help the
 * player next. The code only appends (no edit or delete path): a note is corrected by another note, so nobody
 * rewrites what a colleague read. The writer's name is kept as written, so a note still reads right after the
 * staff account is disabled.
 */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('player_notes_user_idx').on(t.userId, t.id)],
);

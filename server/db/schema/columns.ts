import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Money columns: integer hundredths, int8 in the database, plain numbers in TypeScript (safe below 2^53). */
export const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
/** When the row was made: set by the database, so every insert path records it the same way. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './players';

/* Identity verification: the uploaded document images and each player's latest submission. */

/** Uploaded identity-document images (uploadKyc); addKyc refers to one by id. The bytes live in the FileStore. */
export const kycFiles = pgTable(
  'kyc_files',
  {
    fileId: text('file_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('kyc_files_user_idx').on(t.userId)],
);

/** The player's identity verification: one row per player, the latest submission. */
export const kycSubmissions = pgTable('kyc_submissions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** resubmit: the identity vendor asks for a new photo; the player may submit again, as after a rejection. */
  status: text('status').$type<'pending' | 'approved' | 'rejected' | 'resubmit'>().notNull(),
  documentType: text('document_type').notNull(),
  realName: text('real_name').notNull(),
  birthDate: text('birth_date').notNull(),
  fileId: text('file_id').notNull(),
  reason: text('reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});

import { IMAGE_FORMATS } from '@fitmarket/core/limits';
import { IMAGE_KIND_NAMES } from '@fitmarket/core/rules/image';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One stored copy of an uploaded image (WebP, metadata stripped) and where it lies. */
export interface StoredVariant {
  /** The storage key (platform/storage): `<kind>/<file id>/<width>.webp`. */
  key: string;
  width: number;
  height: number;
  format: 'webp';
  bytes: number;
}

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Every image someone uploaded (uploads/), whatever it is for. The file as sent is never kept,
 * only its copies; the random id is in their keys, so an address never shows other content.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Only the owner may put the file in an image field. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What it is for (core IMAGE_KINDS), which decides its copies. */
    kind: text('kind').notNull(),
    /** The upload's format by its content, and its size upright. */
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('files_owner_idx').on(table.ownerId),
    check('files_kind_known', sql`${table.kind} in (${quoted(IMAGE_KIND_NAMES)})`),
    check('files_format_known', sql`${table.format} in (${quoted(IMAGE_FORMATS)})`),
  ],
);

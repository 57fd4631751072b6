import {
  RELEVANCE_LEVELS,
  SOCIAL_PROVIDERS,
  STORED_CONNECTION_STATUSES,
} from '@fitmarket/core/rules/social-activity';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { sqlList } from './sql-constants';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A professional's account at a content provider (issue 20, docs/social-activity.md). The
 * access token is kept only sealed (AES-256-GCM, social-activity/provider-token.ts): `token` is
 * the sealed value, `token_key_id` the key that sealed it.
 */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The Instagram user or the Facebook Page the token reads. */
    accountId: text('account_id').notNull(),
    accountName: text('account_name').notNull(),
    /** Null once the token is deleted (needs reconnecting); never the token in clear. */
    token: bytea('token'),
    tokenKeyId: text('token_key_id'),
    /** Null: the token does not expire (a Facebook Page token). */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    status: text('status').notNull().default('connected'),
    isDefault: boolean('is_default').notNull().default(false),
    lastImportAt: timestamp('last_import_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Where a started import goes on (the provider's next page); null when none is under way. */
    importCursor: text('import_cursor'),
    /** When the import under way started: items it has not seen by its end were deleted. */
    importStartedAt: timestamp('import_started_at', { withTimezone: true }),
    nextImportAt: timestamp('next_import_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_connections_user_provider_unique').on(table.userId, table.provider),
    uniqueIndex('social_connections_one_default').on(table.userId).where(sql`${table.isDefault}`),
    index('social_connections_next_import_idx').on(table.nextImportAt),
    check(
      'social_connections_provider_check',
      sql`${table.provider} in ${sqlList(SOCIAL_PROVIDERS)}`,
    ),
    check(
      'social_connections_status_check',
      sql`${table.status} in ${sqlList(STORED_CONNECTION_STATUSES)}`,
    ),
    check(
      'social_connections_token_key_check',
      sql`(${table.token} is null) = (${table.tokenKeyId} is null)`,
    ),
  ],
);

/** An imported post. Its media are our own copies (social_item_media), never provider links. */
export const socialItems = pgTable(
  'social_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null when the connection was removed and the professional kept its items. */
    connectionId: integer('connection_id').references(() => socialConnections.id, {
      onDelete: 'set null',
    }),
    provider: text('provider').notNull(),
    /** The post's id at the provider: an import stores a post once however often it reads it. */
    externalId: text('external_id').notNull(),
    caption: text('caption').notNull().default(''),
    permalink: text('permalink').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    relevance: text('relevance').notNull(),
    relevanceOverride: text('relevance_override'),
    featured: boolean('featured').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    /** Marked by the professional as a paid partnership (disclosure label). */
    commercial: boolean('commercial').notNull().default(false),
    /** The start of the last import that read it. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_items_post_unique').on(table.userId, table.provider, table.externalId),
    index('social_items_connection_idx').on(table.connectionId),
    index('social_items_user_posted_idx').on(table.userId, table.postedAt.desc()),
    check('social_items_provider_check', sql`${table.provider} in ${sqlList(SOCIAL_PROVIDERS)}`),
    check('social_items_relevance_check', sql`${table.relevance} in ${sqlList(RELEVANCE_LEVELS)}`),
    check(
      'social_items_override_check',
      sql`${table.relevanceOverride} is null or ${table.relevanceOverride} in ${sqlList(RELEVANCE_LEVELS)}`,
    ),
    check('social_items_counts_check', sql`${table.likes} >= 0 and ${table.comments} >= 0`),
  ],
);

/** The images of an item in the provider's order: a carousel's children, a video's thumbnail. */
export const socialItemMedia = pgTable(
  'social_item_media',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => socialItems.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    video: boolean('video').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.position] }),
    index('social_item_media_file_idx').on(table.fileId),
  ],
);

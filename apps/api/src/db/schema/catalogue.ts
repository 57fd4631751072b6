import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** What a professional is known for (yoga, personal training ...), with en/fi labels. */
export const specialities = pgTable(
  'specialities',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    labelEn: text('label_en').notNull(),
    labelFi: text('label_fi').notNull(),
  },
  (table) => [uniqueIndex('specialities_slug_unique').on(table.slug)],
);

/** The service tree: main services with sub-services (SPEC §3 "Service"). */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => services.id),
    slug: text('slug').notNull(),
    labelEn: text('label_en').notNull(),
    labelFi: text('label_fi').notNull(),
  },
  (table) => [
    uniqueIndex('services_slug_unique').on(table.slug),
    index('services_parent_idx').on(table.parentId),
  ],
);

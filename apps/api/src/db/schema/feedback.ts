import { RATING_MAX, RATING_MIN } from '@fitmarket/core/limits';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sqlLiteral } from './sql-constants';
import { users } from './users';

/** One answered feedback questionnaire (SPEC §3 "Professional feedbacks"). */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedbacks_user_idx').on(table.userId),
    // The back-office list, newest first, and the dashboard's count of the last week.
    index('feedbacks_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/** One question's answer and rating; `question` is the key of a question in core. */
export const feedbackAnswers = pgTable(
  'feedback_answers',
  {
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedbacks.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    rating: smallint('rating').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.feedbackId, table.position] }),
    check(
      'feedback_answers_rating_check',
      sql`${table.rating} between ${sqlLiteral(RATING_MIN)} and ${sqlLiteral(RATING_MAX)}`,
    ),
  ],
);

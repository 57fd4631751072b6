import {
  ADMIN_PAYMENT_COLUMNS,
  type AdminPaymentList,
  type TAdminPaymentFilters,
  type TAdminPaymentList,
  type TAdminPaymentListQuery,
} from '@fitmarket/core/api/admin-payments';
import { formatReceiptNumber } from '@fitmarket/core/rules/receipts';
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type CsvValue, keysetBatches } from '../csv/csv-export';
import type { Database } from '../db/client';
import { membershipSubscriptions, paymentEvents, payments, receipts, users } from '../db/schema';

type Cell = string | number | boolean | null;

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** `from`/`to` (UTC days, both included) on `column`. */
function range(column: PgColumn, filters: TAdminPaymentFilters): SQL[] {
  return [
    ...(filters.from ? [gte(column, new Date(`${filters.from}T00:00:00Z`))] : []),
    ...(filters.to ? [lt(column, new Date(`${nextDay(filters.to)}T00:00:00Z`))] : []),
  ];
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `q`: part of the buyer's e-mail or the order id. */
function search(email: PgColumn, orderId: PgColumn, q: string | undefined): SQL[] {
  if (!q) return [];
  const found = or(ilike(email, like(q)), ilike(sql`${orderId}::text`, like(q)));
  return found ? [found] : [];
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

interface ListDefinition {
  /** One page (or CSV batch) of rows after the row id `afterId` (newest first), with its count. */
  rows(
    db: Database,
    filters: TAdminPaymentFilters,
    limit: number,
    offset: number,
    afterId?: number,
  ): Promise<{ id: number; cells: Cell[] }[]>;
  count(db: Database, filters: TAdminPaymentFilters): Promise<number>;
}

function definition<T extends { id: number }>(spec: {
  id: PgColumn;
  where: (filters: TAdminPaymentFilters) => SQL[];
  select: (db: Database) => {
    where: (condition: SQL | undefined) => {
      orderBy: (order: SQL) => { limit: (n: number) => { offset: (n: number) => Promise<T[]> } };
    };
  };
  countFrom: (db: Database, condition: SQL | undefined) => Promise<{ count: number }[]>;
  cells: (row: T) => Cell[];
}): ListDefinition {
  return {
    async rows(db, filters, limit, offset, afterId) {
      const condition = and(
        ...spec.where(filters),
        ...(afterId !== undefined ? [lt(spec.id, afterId)] : []),
      );
      const rows = await spec
        .select(db)
        .where(condition)
        .orderBy(desc(spec.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ id: row.id, cells: spec.cells(row) }));
    },
    async count(db, filters) {
      const [row] = await spec.countFrom(db, and(...spec.where(filters)));
      return row?.count ?? 0;
    },
  };
}

const countSql = sql<number>`count(*)::int`;

const LISTS: Record<AdminPaymentList, ListDefinition> = {
  payments: definition({
    id: payments.id,
    where: (f) => [
      ...range(payments.createdAt, f),
      ...search(users.email, payments.orderId, f.q),
      ...(f.status ? [sql`${payments.status}::text = ${f.status}`] : []),
    ],
    select: (db) =>
      db
        .select({ payment: payments, email: users.email, id: payments.id })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.buyerId)),
    countFrom: (db, condition) =>
      db
        .select({ count: countSql })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.buyerId))
        .where(condition),
    cells: ({ payment, email }) => [
      payment.id,
      iso(payment.createdAt),
      payment.orderId,
      email,
      payment.purpose,
      payment.targetId,
      payment.description,
      payment.amountMinor,
      payment.currency,
      payment.status,
      payment.refundedMinor,
      payment.provider,
      payment.paymentReference,
    ],
  }),
  refunds: definition({
    id: paymentEvents.id,
    where: (f) => [
      eq(paymentEvents.kind, 'refund'),
      ...range(paymentEvents.createdAt, f),
      ...search(users.email, payments.orderId, f.q),
      ...(f.status ? [sql`${payments.status}::text = ${f.status}`] : []),
    ],
    select: (db) =>
      db
        .select({
          id: paymentEvents.id,
          event: paymentEvents,
          orderId: payments.orderId,
          currency: payments.currency,
          email: users.email,
        })
        .from(paymentEvents)
        .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
        .leftJoin(users, eq(users.id, payments.buyerId)),
    countFrom: (db, condition) =>
      db
        .select({ count: countSql })
        .from(paymentEvents)
        .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
        .leftJoin(users, eq(users.id, payments.buyerId))
        .where(condition),
    cells: ({ event, orderId, currency, email }) => [
      event.id,
      iso(event.createdAt),
      event.paymentId,
      orderId,
      email,
      event.amountMinor,
      currency,
      event.providerEventId,
      event.toStatus,
    ],
  }),
  subscriptions: definition({
    id: membershipSubscriptions.id,
    where: (f) => [
      ...range(membershipSubscriptions.createdAt, f),
      ...(f.q ? [ilike(users.email, like(f.q))] : []),
      ...(f.status ? [eq(membershipSubscriptions.status, f.status as 'active')] : []),
    ],
    select: (db) =>
      db
        .select({
          id: membershipSubscriptions.id,
          sub: membershipSubscriptions,
          email: users.email,
        })
        .from(membershipSubscriptions)
        .leftJoin(users, eq(users.id, membershipSubscriptions.userId)),
    countFrom: (db, condition) =>
      db
        .select({ count: countSql })
        .from(membershipSubscriptions)
        .leftJoin(users, eq(users.id, membershipSubscriptions.userId))
        .where(condition),
    cells: ({ sub, email }) => [
      sub.id,
      iso(sub.createdAt),
      sub.userId,
      email,
      sub.membershipId,
      sub.status,
      sub.amountMinor,
      sub.currency,
      sub.provider,
      sub.providerReference,
      iso(sub.currentPeriodEnd),
      sub.cancelAtPeriodEnd,
    ],
  }),
  receipts: definition({
    id: receipts.id,
    where: (f) => {
      const number = f.q ? Number(f.q.replace(/^FM-?/i, '')) : Number.NaN;
      const matches = f.q
        ? or(
            ilike(receipts.buyerEmail, like(f.q)),
            ilike(sql`${payments.orderId}::text`, like(f.q)),
            ...(Number.isSafeInteger(number) && number > 0 ? [eq(receipts.number, number)] : []),
          )
        : undefined;
      return [
        ...range(receipts.issuedAt, f),
        ...(matches ? [matches] : []),
        ...(f.status ? [sql`${payments.status}::text = ${f.status}`] : []),
      ];
    },
    select: (db) =>
      db
        .select({
          id: receipts.id,
          receipt: receipts,
          orderId: payments.orderId,
          status: payments.status,
        })
        .from(receipts)
        .innerJoin(payments, eq(payments.id, receipts.paymentId)),
    countFrom: (db, condition) =>
      db
        .select({ count: countSql })
        .from(receipts)
        .innerJoin(payments, eq(payments.id, receipts.paymentId))
        .where(condition),
    cells: ({ receipt, orderId, status }) => [
      receipt.id,
      iso(receipt.issuedAt),
      formatReceiptNumber(receipt.number),
      orderId,
      receipt.buyerName,
      receipt.buyerEmail,
      receipt.businessId,
      receipt.description,
      receipt.grossMinor,
      receipt.netMinor,
      receipt.vatMinor,
      receipt.vatRateBasisPoints,
      receipt.currency,
      status,
      receipt.kind,
    ],
  }),
};

/** One page of a back-office payments list, newest first, with the list's columns. */
export async function adminPaymentList(
  db: Database,
  list: AdminPaymentList,
  query: TAdminPaymentListQuery,
): Promise<TAdminPaymentList> {
  const definition = LISTS[list];
  const perPage = query.per_page;
  const [rows, filtered] = await Promise.all([
    definition.rows(db, query, perPage, (query.page - 1) * perPage),
    definition.count(db, query),
  ]);
  const from = rows.length > 0 ? (query.page - 1) * perPage + 1 : 0;
  return {
    columns: [...ADMIN_PAYMENT_COLUMNS[list]],
    rows: rows.map((row) => row.cells),
    meta: {
      pagination: {
        filtered,
        total: filtered,
        per_page: perPage,
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(filtered / perPage)),
        from,
        to: from === 0 ? 0 : from + rows.length - 1,
      },
    },
  };
}

/** Every row of a list for its CSV export, in keyset batches (csv/csv-export.ts). */
export async function* adminPaymentCsvRows(
  db: Database,
  list: AdminPaymentList,
  filters: TAdminPaymentFilters,
): AsyncGenerator<CsvValue[][]> {
  const definition = LISTS[list];
  for await (const batch of keysetBatches<{ id: number; cells: Cell[] }>((after) =>
    definition.rows(db, filters, 1000, 0, after?.id),
  )) {
    yield batch.map((row) => row.cells);
  }
}

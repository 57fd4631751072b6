import type { TReceipt } from '@fitmarket/core/api/receipts';
import { isLanguage, type Language } from '@fitmarket/core/language';
import type { Currency } from '@fitmarket/core/limits';
import { WEB_LINKS } from '@fitmarket/core/links';
import { formatPrice } from '@fitmarket/core/rules/price';
import {
  formatReceiptNumber,
  formatVatRate,
  splitVat,
  VAT_RATE_FI_BASIS_POINTS,
} from '@fitmarket/core/rules/receipts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import { payments, receiptCounters, receipts, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { JobWriter } from '../platform/jobs/job-queue';

declare module '../platform/jobs/job-queue' {
  interface JobPayloads {
    'receipt-mail': { receiptId: number };
  }
}

type Payment = typeof payments.$inferSelect;
type Receipt = typeof receipts.$inferSelect;

/** The one sequence every receipt's number comes from. */
const RECEIPT_SEQUENCE = 'receipts';

/**
 * The next receipt number, in the caller's transaction: the counter's row is raised under its
 * row lock (insert on conflict update takes it), so concurrent payments take turns and a
 * rolled-back payment gives its number back. No gaps, unlike a database sequence.
 */
async function nextReceiptNumber(tx: Database): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ name: RECEIPT_SEQUENCE, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.name,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  if (!row) throw new Error('receipt counter returned nothing');
  return row.lastNumber;
}

/** The buyer as the receipt prints them, read in the payment's transaction. */
async function buyerOf(tx: Database, payment: Payment) {
  if (!payment.buyerId) return undefined;
  const [buyer] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, payment.buyerId));
  return buyer;
}

/**
 * Numbers and writes a receipt or a credit note of `grossMinor` (VAT split out), with its
 * `receipt-mail` job, in the caller's transaction.
 */
async function writeReceipt(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Database,
  payment: Payment,
  grossMinor: number,
  rateBasisPoints: number,
  credit?: { refundEventId: number; creditsReceiptId: number },
): Promise<void> {
  const buyer = await buyerOf(tx, payment);
  const vat = splitVat(grossMinor, rateBasisPoints);
  const number = await nextReceiptNumber(tx);
  const [receipt] = await tx
    .insert(receipts)
    .values({
      number,
      kind: credit ? 'credit_note' : 'receipt',
      paymentId: payment.id,
      refundEventId: credit?.refundEventId ?? null,
      creditsReceiptId: credit?.creditsReceiptId ?? null,
      buyerId: payment.buyerId,
      buyerName: buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : '',
      buyerEmail: buyer?.email ?? '',
      businessId: payment.businessId,
      language: buyer && isLanguage(buyer.language) ? buyer.language : 'en',
      description: payment.description,
      currency: payment.currency,
      grossMinor: vat.grossMinor,
      netMinor: vat.netMinor,
      vatMinor: vat.vatMinor,
      vatRateBasisPoints: vat.rateBasisPoints,
    })
    .returning({ id: receipts.id });
  if (!receipt) throw new Error('insert into receipts returned nothing');
  if (buyer) {
    await deps.jobs.enqueue(
      tx as JobWriter,
      'receipt-mail',
      { receiptId: receipt.id },
      { dedupeKey: `receipt-mail:${receipt.id}` },
    );
  }
}

/** The payment's receipt (not its credit notes). */
async function receiptOf(tx: Database, paymentId: number) {
  const [receipt] = await tx
    .select({ id: receipts.id, vatRateBasisPoints: receipts.vatRateBasisPoints })
    .from(receipts)
    .where(and(eq(receipts.paymentId, paymentId), eq(receipts.kind, 'receipt')));
  return receipt;
}

/**
 * The receipt of a payment that has just become paid, in the transaction that made it paid
 * (payments/apply-payment-event.ts), with its `receipt-mail` job. A payment has one receipt:
 * a second call finds it and does nothing.
 */
export async function issueReceipt(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Database,
  payment: Payment,
): Promise<void> {
  if (await receiptOf(tx, payment.id)) return;
  await writeReceipt(deps, tx, payment, payment.amountMinor, VAT_RATE_FI_BASIS_POINTS);
}

/**
 * The credit note of a refund, in the transaction that recorded it (apply-payment-event.ts):
 * the refunded amount with its VAT part at the receipt's rate, numbered from the receipts' one sequence, naming the
 * payment's receipt, and mailed like a receipt. One per refund event. A payment without a
 * receipt (none was issued) gets none.
 */
export async function issueCreditNote(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Database,
  payment: Payment,
  refund: { eventId: number; amountMinor: number },
): Promise<void> {
  const receipt = await receiptOf(tx, payment.id);
  if (!receipt || refund.amountMinor <= 0) return;
  await writeReceipt(deps, tx, payment, refund.amountMinor, receipt.vatRateBasisPoints, {
    refundEventId: refund.eventId,
    creditsReceiptId: receipt.id,
  });
}

const MAIL_TEXTS = {
  en: {
    subject: (number: string) => `Your receipt ${number} from FitMarket`,
    hello: 'Thank you for your payment. Your receipt:',
    number: 'Receipt number',
    date: 'Date',
    item: 'Item',
    net: 'Price without VAT',
    vat: (rate: string) => `VAT ${rate} %`,
    total: 'Total paid',
    businessId: 'Business ID',
    seller: 'Seller: FitMarket, Finland',
    view: 'View and print it in your account:',
    credit: {
      subject: (number: string) => `Your credit note ${number} from FitMarket`,
      hello: (receipt: string) =>
        `We have refunded your payment. This credit note credits receipt ${receipt}:`,
      number: 'Credit note number',
      net: 'Refunded without VAT',
      total: 'Total refunded',
    },
  },
  fi: {
    subject: (number: string) => `Kuittisi ${number} FitMarketista`,
    hello: 'Kiitos maksustasi. Tässä kuittisi:',
    number: 'Kuitin numero',
    date: 'Päivämäärä',
    item: 'Tuote',
    net: 'Hinta ilman arvonlisäveroa',
    vat: (rate: string) => `ALV ${rate.replace('.', ',')} %`,
    total: 'Maksettu yhteensä',
    businessId: 'Y-tunnus',
    seller: 'Myyjä: FitMarket, Suomi',
    view: 'Katso ja tulosta se tililtäsi:',
    credit: {
      subject: (number: string) => `Hyvityslaskusi ${number} FitMarketista`,
      hello: (receipt: string) =>
        `Olemme palauttaneet maksusi. Tämä hyvityslasku hyvittää kuitin ${receipt}:`,
      number: 'Hyvityslaskun numero',
      net: 'Hyvitetty ilman arvonlisäveroa',
      total: 'Hyvitetty yhteensä',
    },
  },
} as const;

/**
 * The receipt as its e-mail says it, in the buyer's language; a credit note names the receipt
 * it credits (`creditsNumber`).
 */
export function receiptMailText(
  receipt: Receipt,
  language: Language,
  link: string,
  creditsNumber?: number,
) {
  const base = MAIL_TEXTS[language];
  const credit = creditsNumber === undefined ? null : base.credit;
  const t = {
    ...base,
    ...(credit ?? {}),
    hello: credit ? credit.hello(formatReceiptNumber(creditsNumber ?? 0)) : base.hello,
  };
  const currency = receipt.currency as Currency;
  const number = formatReceiptNumber(receipt.number);
  const date = new Intl.DateTimeFormat(language === 'fi' ? 'fi-FI' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Helsinki',
  }).format(receipt.issuedAt);
  const lines = [
    t.hello,
    '',
    `${t.number}: ${number}`,
    `${t.date}: ${date}`,
    `${t.item}: ${receipt.description}`,
    ...(receipt.businessId ? [`${t.businessId}: ${receipt.businessId}`] : []),
    `${t.net}: ${formatPrice(receipt.netMinor, currency, language)}`,
    `${t.vat(formatVatRate(receipt.vatRateBasisPoints))}: ${formatPrice(receipt.vatMinor, currency, language)}`,
    `${t.total}: ${formatPrice(receipt.grossMinor, currency, language)}`,
    '',
    t.seller,
    '',
    t.view,
    link,
  ];
  return { subject: t.subject(number), text: lines.join('\n') };
}

/** The `receipt-mail` job: the receipt or credit note by e-mail in the language it was issued in. */
export function receiptMailHandler(deps: Pick<AppDeps, 'database' | 'mail' | 'config'>) {
  return async ({ receiptId }: { receiptId: number }) => {
    const { db } = deps.database;
    const [receipt] = await db.select().from(receipts).where(eq(receipts.id, receiptId));
    if (!receipt?.buyerEmail) return;
    const [credited] = receipt.creditsReceiptId
      ? await db
          .select({ number: receipts.number })
          .from(receipts)
          .where(eq(receipts.id, receipt.creditsReceiptId))
      : [];
    const language = isLanguage(receipt.language) ? receipt.language : 'en';
    const link = `${deps.config.webUrl}${WEB_LINKS.receipts}/${receipt.id}`;
    const { subject, text } = receiptMailText(receipt, language, link, credited?.number);
    await deps.mail.send(
      { to: receipt.buyerEmail, subject, text, links: [link] },
      { dedupeKey: `receipt:${receipt.id}` },
    );
  };
}

/** A credit note's receipt, joined for its number. */
const credited = alias(receipts, 'credited');

const receiptColumns = {
  receipt: receipts,
  paymentStatus: payments.status,
  refundedMinor: payments.refundedMinor,
  orderId: payments.orderId,
  creditsNumber: credited.number,
};

function toReceipt(row: {
  receipt: Receipt;
  paymentStatus: string;
  refundedMinor: number;
  orderId: string;
  creditsNumber: number | null;
}): TReceipt {
  const { receipt } = row;
  return {
    id: receipt.id,
    kind: receipt.kind,
    credits_number_text: row.creditsNumber === null ? null : formatReceiptNumber(row.creditsNumber),
    number: receipt.number,
    number_text: formatReceiptNumber(receipt.number),
    issued_at: receipt.issuedAt.toISOString(),
    order_id: row.orderId,
    description: receipt.description,
    buyer_name: receipt.buyerName,
    buyer_email: receipt.buyerEmail,
    business_id: receipt.businessId,
    currency: receipt.currency as Currency,
    gross_minor: receipt.grossMinor,
    net_minor: receipt.netMinor,
    vat_minor: receipt.vatMinor,
    vat_rate_basis_points: receipt.vatRateBasisPoints,
    payment_status: row.paymentStatus as TReceipt['payment_status'],
    refunded_minor: row.refundedMinor,
  };
}

/** The buyer's receipts, newest first. */
export async function listOwnReceipts(db: Database, userId: number): Promise<TReceipt[]> {
  const rows = await db
    .select(receiptColumns)
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .leftJoin(credited, eq(credited.id, receipts.creditsReceiptId))
    .where(eq(receipts.buyerId, userId))
    .orderBy(desc(receipts.number))
    .limit(500);
  return rows.map(toReceipt);
}

/** One of the buyer's receipts; anyone else's is 404 with 1302, as a missing one. */
export async function getOwnReceipt(db: Database, userId: number, id: number): Promise<TReceipt> {
  const [row] = await db
    .select(receiptColumns)
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .leftJoin(credited, eq(credited.id, receipts.creditsReceiptId))
    .where(and(eq(receipts.id, id), eq(receipts.buyerId, userId)));
  if (!row) throw new AppError({ code: 1302 }, 404);
  return toReceipt(row);
}

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
  const [existing] = await tx
    .select({ id: receipts.id })
    .from(receipts)
    .where(eq(receipts.paymentId, payment.id));
  if (existing) return;
  const [buyer] = payment.buyerId
    ? await tx
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, payment.buyerId))
    : [];
  const vat = splitVat(payment.amountMinor, VAT_RATE_FI_BASIS_POINTS);
  const number = await nextReceiptNumber(tx);
  const [receipt] = await tx
    .insert(receipts)
    .values({
      number,
      paymentId: payment.id,
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
  },
} as const;

/** The receipt as its e-mail says it, in the buyer's language. */
export function receiptMailText(receipt: Receipt, language: Language, link: string) {
  const t = MAIL_TEXTS[language];
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

/** The `receipt-mail` job: the receipt by e-mail in the language it was issued in. */
export function receiptMailHandler(deps: Pick<AppDeps, 'database' | 'mail' | 'config'>) {
  return async ({ receiptId }: { receiptId: number }) => {
    const [receipt] = await deps.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.id, receiptId));
    if (!receipt?.buyerEmail) return;
    const language = isLanguage(receipt.language) ? receipt.language : 'en';
    const link = `${deps.config.webUrl}${WEB_LINKS.receipts}/${receipt.id}`;
    const { subject, text } = receiptMailText(receipt, language, link);
    await deps.mail.send(
      { to: receipt.buyerEmail, subject, text, links: [link] },
      { dedupeKey: `receipt:${receipt.id}` },
    );
  };
}

const receiptColumns = {
  receipt: receipts,
  paymentStatus: payments.status,
  refundedMinor: payments.refundedMinor,
  orderId: payments.orderId,
};

export function toReceipt(row: {
  receipt: Receipt;
  paymentStatus: string;
  refundedMinor: number;
  orderId: string;
}): TReceipt {
  const { receipt } = row;
  return {
    id: receipt.id,
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
    .where(and(eq(receipts.id, id), eq(receipts.buyerId, userId)));
  if (!row) throw new AppError({ code: 1302 }, 404);
  return toReceipt(row);
}

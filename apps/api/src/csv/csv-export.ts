import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * CSV downloads of the back-office lists (users, statistics, feedbacks). Rows arrive in batches from
 * an async generator that reads the next batch only when the client has taken the last one
 * (the stream's backpressure), so a list of 100,000 rows never sits in memory, and each batch
 * is its own short query: on PGlite's single connection other requests run in between.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

/** Rows read per query. */
export const CSV_BATCH_SIZE = 1000;

/**
 * One cell as RFC 4180 wants it (quoted when it holds a comma, quote or line break). Text
 * that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first: visitors
 * type search texts) is prefixed with an apostrophe, the usual guard against CSV injection.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Streams `header` and then every row of `batches` as a CSV attachment named `filename`. */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>,
): FastifyReply {
  async function* lines() {
    // The byte order mark makes spreadsheet programs read the file as UTF-8 (ä, ö).
    yield `\uFEFF${csvLine(header)}`;
    for await (const batch of batches) {
      if (batch.length > 0) yield batch.map(csvLine).join('');
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(lines()));
}

/**
 * Reads a list in keyset batches: `read(after)` answers the rows after the last one of the
 * previous batch (null at first), at most `batchSize`; an emptier batch ends the list.
 */
export async function* keysetBatches<Row>(
  read: (after: Row | null) => Promise<Row[]>,
  batchSize = CSV_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const rows = await read(after);
    yield rows;
    if (rows.length < batchSize) return;
    after = rows.at(-1) ?? null;
  }
}

import { type ErrorCode, errorStatus } from '@fitmarket/core/errors/catalogue';

export interface AppErrorItem {
  code: ErrorCode;
  field?: string;
  /** Values for the placeholders of the catalogue text, e.g. { limit: 10 }. */
  vars?: Record<string, string | number>;
}

/**
 * The one way a handler refuses a request: codes from the catalogue (SPEC §8), texts chosen
 * later in the request's language by the error handler. The status defaults to the first
 * code's catalogue status.
 */
export class AppError extends Error {
  readonly items: AppErrorItem[];
  readonly status: number;
  /** For a 429: when the client may try again (sent as Retry-After). */
  readonly retryAfterSeconds?: number;

  constructor(
    items: AppErrorItem | AppErrorItem[],
    status?: number,
    options: { retryAfterSeconds?: number } = {},
  ) {
    const list = Array.isArray(items) ? items : [items];
    const first = list[0];
    if (!first) throw new Error('AppError needs at least one error');
    super(`AppError ${list.map((item) => item.code).join(',')}`);
    this.items = list;
    this.status = status ?? errorStatus(first.code);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

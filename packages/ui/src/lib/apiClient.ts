import type { TApiError } from '@fitmarket/core/api/envelope';
import { type ErrorCode, errorText } from '@fitmarket/core/errors/catalogue';
import type { Language } from '@fitmarket/core/language';
import { getAuthToken } from './authToken';
import { currentLanguage } from './i18n';

/** Shown when the server cannot be reached or answers with something that is not our API. */
const UNREACHABLE: ErrorCode = 1304;

/** A failed API call: the HTTP status (0 when the server was not reached) and its errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errors: readonly TApiError[],
  ) {
    super(errors.map((error) => `${error.code}: ${error.message}`).join('; '));
  }
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Defaults to the language the SPA shows now; pass it when it is part of a query key. */
  language?: Language;
  signal?: AbortSignal;
  /**
   * Checks the `data` of the answer, e.g. a zod schema's `parse`. It may load the schema first
   * (see `parseWith`), so that zod is not part of the code a page needs before it shows.
   */
  parse?: (data: unknown) => T | Promise<T>;
}

/**
 * Calls the API: JSON in and out, `Accept-Language`, the stored bearer token, and `{ data }`
 * unwrapped. Any failure, including an unreachable server, throws an `ApiError`.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const language = options.language ?? currentLanguage();
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': language });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled request (e.g. a query that is no longer needed) is not an error to show.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, [unreachableError(language)]);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { ZApiErrorResponseSchema } = await loadSchemas(
      () => import('@fitmarket/core/api/envelope'),
    );
    const parsed = ZApiErrorResponseSchema.safeParse(payload);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.errors : [unreachableError(language)],
    );
  }
  const data = (payload as { data?: unknown } | undefined)?.data;
  return options.parse ? await options.parse(data) : (data as T);
}

/**
 * A `parse` with a schema that is loaded on demand: the page's first code stays free of zod,
 * which arrives while the request is under way (call this when the request starts).
 */
export function parseWith<T>(
  loadSchema: () => Promise<{ parse: (data: unknown) => T }>,
): (data: unknown) => Promise<T> {
  const schema = loadSchemas(loadSchema);
  return async (data) => (await schema).parse(data);
}

/** Loads a module of core schemas, with zod set up for the browser before any schema is made. */
async function loadSchemas<Module>(load: () => Promise<Module>): Promise<Module> {
  const { z } = await import('zod');
  // zod would otherwise probe whether it may compile its checks with `new Function`, which our
  // CSP forbids (and the browser reports the attempt).
  z.config({ jitless: true });
  return load();
}

/** The errors to show for anything a query or mutation threw. */
export function errorsOf(error: unknown): readonly TApiError[] {
  return error instanceof ApiError ? error.errors : [unreachableError(currentLanguage())];
}

function unreachableError(language: Language): TApiError {
  return { code: UNREACHABLE, message: errorText(UNREACHABLE, language) };
}

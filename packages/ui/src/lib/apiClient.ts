import type { TApiError } from '@fitmarket/core/api/envelope';
import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import type { Language } from '@fitmarket/core/language';
// Types only: zod itself loads with the first answer it checks (see `loadZod`), so that it is
// not part of the code a page needs before it shows.
import type { z } from 'zod';
import { getAuthToken } from './authToken';
import { currentLanguage, loadErrorText } from './i18n';

/** Shown when the server cannot be reached or answers with something that is not our API. */
const UNREACHABLE: ErrorCode = 1304;

/**
 * Answers that end the session a request was sent with: no, an expired or an unknown token
 * (1002, 1085, 1091) and a blocked account (1311, with the reason staff gave).
 */
export const SESSION_ENDING_CODES: readonly number[] = [1002, 1085, 1091, 1311];

const sessionListeners = new Set<(errors: readonly TApiError[]) => void>();

/**
 * Hears every refusal that ends the signed-in session, whichever request (or the live socket)
 * met it: the app signs out at once and says why, rather than showing "try again" in every
 * corner. Returns the unsubscribe.
 */
export function onSessionEnded(listener: (errors: readonly TApiError[]) => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/** Tells the listeners when `errors` end the session; says whether they did. */
export function reportSessionEnded(errors: readonly TApiError[]): boolean {
  const ending = errors.filter((error) => SESSION_ENDING_CODES.includes(error.code));
  if (ending.length === 0) return false;
  for (const listener of sessionListeners) listener(ending);
  return true;
}

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

/**
 * A successful answer whose `data` is not what core's schema says: the SPA and the API are out
 * of step (say, a new API with an old tab). It names the call and what did not match, rather
 * than letting undefined fields travel on; the page shows it as error 1304 (`errorsOf`).
 */
export class ApiAnswerError extends Error {
  override readonly name = 'ApiAnswerError';

  constructor(
    /** Method and path, e.g. `GET /v1/me`. */
    readonly request: string,
    override readonly cause: z.ZodError,
    details: string,
  ) {
    super(`The data ${request} answered does not match its schema:\n${details}`);
  }
}

export interface ApiRequestOptions<S extends z.ZodType> {
  /**
   * Core's schema of the answer's `data` (packages/core/src/api); the answer is parsed with it.
   * A first page passes a loader instead (`() => import(…).then(…)`), so the schema module
   * arrives while the request is under way rather than in the page's first code.
   */
  schema: S | (() => Promise<S>);
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData (file uploads) is sent as multipart/form-data. */
  body?: unknown;
  /** Parse the whole answer rather than its `data` (paged answers: `{ data, meta }`). */
  envelope?: boolean;
  /** Defaults to the language the SPA shows now; pass it when it is part of a query key. */
  language?: Language;
  signal?: AbortSignal;
}

/**
 * Calls the API: JSON in and out, `Accept-Language`, the stored bearer token, and `{ data }`
 * unwrapped and parsed with `schema`. A refusal or an unreachable server throws an `ApiError`,
 * an answer that does not match the schema an `ApiAnswerError`.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.output<S>> {
  const language = options.language ?? currentLanguage();
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': language });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const { body } = options;
  // The browser sets the multipart Content-Type itself, with the boundary.
  const isJson = body !== undefined && !(body instanceof FormData);
  if (isJson) headers.set('Content-Type', 'application/json');

  const method = options.method ?? 'GET';
  // The answer's schema and zod load while the request is under way (a first page passes a
  // loader: zod is 89 KB gzipped, and fetched only after the answer it held back the landing
  // page's cards on a slow phone). A request that fails before they are needed ignores them.
  const zodLoaded = loadZod();
  // zod schemas are objects; a function is a loader of one.
  const schemaLoaded =
    typeof options.schema === 'function' ? options.schema() : Promise.resolve(options.schema);
  zodLoaded.catch(() => {});
  schemaLoaded.catch(() => {});
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: isJson ? JSON.stringify(body) : (body as FormData | undefined),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled request (e.g. a query that is no longer needed) is not an error to show.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, [
      { code: UNREACHABLE, message: await loadErrorText(UNREACHABLE, language) },
    ]);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  const zod = await zodLoaded;
  if (!response.ok) {
    const { ZApiErrorResponseSchema } = await import('@fitmarket/core/api/envelope');
    const parsed = ZApiErrorResponseSchema.safeParse(payload);
    const errors = parsed.success
      ? parsed.data.errors
      : [{ code: UNREACHABLE, message: await loadErrorText(UNREACHABLE, language) }];
    // Only a session this request was sent with can end; a sign-in's refusal ends none.
    if (token && token === getAuthToken() && (response.status === 401 || response.status === 403)) {
      reportSessionEnded(errors);
    }
    throw new ApiError(response.status, errors);
  }
  const schema = await schemaLoaded;
  const parsed = schema.safeParse(
    options.envelope ? payload : (payload as { data?: unknown } | undefined)?.data,
  );
  if (!parsed.success) {
    throw new ApiAnswerError(`${method} ${path}`, parsed.error, zod.prettifyError(parsed.error));
  }
  return parsed.data;
}

// zod would otherwise probe whether it may compile its checks with `new Function`, which our CSP
// forbids (the browser reports the attempt as an issue, which costs Lighthouse points). It probes
// as soon as a module builds an object schema, before `z.config` could run, so the setting goes
// where zod reads its configuration from when it loads (every copy of zod shares that object).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

/** zod, which loads with the first answer it checks. */
function loadZod() {
  return import('zod');
}

/**
 * The errors to show for anything a query or mutation threw. Anything but an ApiError is error
 * 1304, shown in the catalogue's words (ErrorAlerts); its message keeps what was thrown.
 */
export function errorsOf(error: unknown): readonly TApiError[] {
  return error instanceof ApiError
    ? error.errors
    : [{ code: UNREACHABLE, message: error instanceof Error ? error.message : String(error) }];
}

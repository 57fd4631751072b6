import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { TApiError } from '@fitmarket/core/api/envelope';
import { type ErrorCode, refinementCode } from '@fitmarket/core/errors/catalogue';
import { errorText } from '@fitmarket/core/errors/error-text';
import { DEFAULT_LANGUAGE, type Language } from '@fitmarket/core/language';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type AppErrorItem } from '../errors/app-error';
import { negotiateLanguage } from './language';

/** Fastify's own error codes for bad requests, and the catalogue code each becomes. */
const fastifyErrorCodes: Record<string, { code: ErrorCode; status: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 1300, status: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 1300, status: 400 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 1300, status: 400 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 1300, status: 415 },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 1303, status: 413 },
  // Refused by the router, before any route or hook: see frameworkErrors below.
  FST_ERR_BAD_URL: { code: 1300, status: 400 },
  FST_ERR_MAX_PARAM_LENGTH: { code: 1303, status: 414 },
};

export function renderErrors(items: AppErrorItem[], lang: Language): TApiError[] {
  return items.map((item) => ({
    code: item.code,
    message: errorText(item.code, lang, item.vars),
    ...(item.field ? { field: item.field } : {}),
  }));
}

/** Retry-After of a 429 that does not know better: the attempt limits' one-minute window. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export function sendErrors(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  items: AppErrorItem[],
  retryAfterSeconds?: number,
) {
  // Every 429 says when to come back, so clients can wait rather than hammer.
  if (status === 429) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
    reply.header('retry-after', String(seconds));
  }
  return reply.status(status).send({ errors: renderErrors(items, request.lang) });
}

/** The value at a validation issue's path, read from the part of the request it checked. */
function valueAt(request: FastifyRequest, context: string | undefined, path: string[]): unknown {
  const parts: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  let value = parts[context ?? 'body'];
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Schema validation issues become one coded error per field: a core refinement's own code
 * (`params.code`, e.g. 1369 for a date out of range), else "required" for a missing value.
 */
function validationItems(
  error: FastifyError & { validation: unknown[] },
  request: FastifyRequest,
): AppErrorItem[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [{ code: 1301 }];
  return error.validation.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.join('.') || undefined;
    // The tool passes the zod issue's fields on as `params`, the refinement's own among them.
    const ruleCode = refinementCode((issue.params as { params?: unknown }).params);
    if (ruleCode) return { code: ruleCode, field };
    const missing = valueAt(request, error.validationContext, path) === undefined;
    return { code: missing ? 1307 : 1301, field };
  });
}

/**
 * Fastify's `frameworkErrors` option: the router refuses a bad URL encoding (400) and a path
 * parameter over `maxParamLength` (414) before any hook runs, so the language and the security
 * headers, which come from hooks, are set here by hand; the answer is the usual envelope.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.lang = negotiateLanguage(request.headers['accept-language']);
  request.server.applySecurityHeaders(request.raw, reply.raw);
  const known = error.code ? fastifyErrorCodes[error.code] : undefined;
  if (known) return sendErrors(reply, request, known.status, [{ code: known.code }]);
  request.log.error({ err: error }, 'unhandled framework error');
  return sendErrors(reply, request, 500, [{ code: 1304 }]);
}

/**
 * Headers of the answers below: no page is made of them, so nothing may load or frame them, and
 * no cache keeps them. They are the strict end of what security-headers.ts sets.
 */
const CLIENT_ERROR_HEADERS = [
  'Content-Type: application/json; charset=utf-8',
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options: nosniff',
  'X-Frame-Options: DENY',
  'Referrer-Policy: no-referrer',
  'Strict-Transport-Security: max-age=31536000; includeSubDomains',
  'Cache-Control: no-store',
  'Connection: close',
];

/** Node's parser errors, and the answer each gets; anything else it refuses is a 400. */
const clientErrorAnswers: Record<string, { status: number; code: ErrorCode }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 1303 },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 1300 },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a broken request line,
 * a header without a colon, headers over the size limit) never becomes a request, so no hook
 * or handler sees it; without this it would get Fastify's bare answer, outside the envelope and
 * without security headers. The language is English: there are no headers to negotiate from.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  // A client that went away, or a socket already answered, needs nothing more.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, code } = (error.code && clientErrorAnswers[error.code]) || {
    status: 400,
    code: 1300,
  };
  const body = JSON.stringify({ errors: renderErrors([{ code }], DEFAULT_LANGUAGE) });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...CLIENT_ERROR_HEADERS,
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/**
 * Every failure leaves as `{ errors: [{ code, message, field? }] }` with a catalogue code and
 * text in the request's language; stack traces and internal messages stay in the log.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendErrors(reply, request, error.status, error.items, error.retryAfterSeconds);
    }
    if (error.validation) {
      return sendErrors(
        reply,
        request,
        422,
        validationItems(error as FastifyError & { validation: unknown[] }, request),
      );
    }
    const known = error.code ? fastifyErrorCodes[error.code] : undefined;
    if (known) return sendErrors(reply, request, known.status, [{ code: known.code }]);
    if (error.statusCode === 429) return sendErrors(reply, request, 429, [{ code: 1151 }]);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendErrors(reply, request, error.statusCode, [{ code: 1301 }]);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendErrors(reply, request, 500, [{ code: 1304 }]);
  });
});

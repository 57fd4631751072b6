import { errorStatus, isErrorCode } from '@fitmarket/core/errors/catalogue';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { digest } from '../../src/auth/secrets';
import { accessTokens } from '../../src/db/schema';
import { createTestApp } from '../helpers/test-app';
import { createUser, sessionToken } from '../helpers/users';
import { databaseFingerprint, walPosition } from './fingerprint';
import { type Operation, operationsOf, sampleFor, valueFor } from './openapi-operations';

/**
 * Throws random and malformed requests at every operation in the OpenAPI document the app
 * serves, so a route added later is fuzzed without anyone touching this file. Every answer
 * must be below 500; every refusal must be `{ errors: [...] }` with catalogue codes, carry the
 * security headers and leave the database as it was.
 */

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 16);

const t = await createTestApp({
  // Attempt limits would soon answer 1151 to everything and hide the routes behind them.
  env: {
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ADDRESS: '1000000',
    AUTH_RATE_LIMIT_PER_ADDRESS_PER_HOUR: '1000000',
  },
});
afterAll(() => t.close());

const { db } = t.deps.database;
const customer = await createUser(db, { role: 'customer' });
const staff = await createUser(db, { role: 'owner' });
// Routes only professionals pass (their own profile) need one to reach past the role check.
const professional = await createUser(db, { role: 'professional' });
// A second owner, so the one above may even ask to delete itself.
await createUser(db, { role: 'owner' });
// A socket is opened, not requested; the access matrix opens the live one.
const operations = operationsOf(t.app.swagger()).filter((operation) => !operation.socket);

const auth = fc.constantFrom(
  'none',
  'garbage',
  'expired',
  'basic',
  'customer',
  'professional',
  'staff',
);
type Auth = typeof auth extends fc.Arbitrary<infer A> ? A : never;

/**
 * The database as the last refused request left it (its fingerprint and the write-ahead log's
 * position); unknown after a request that was allowed (it may have changed something). Most
 * fuzzed requests are refused, and most refusals write nothing, so most checks read only the
 * log's position instead of every table.
 */
let known: { fingerprint: Record<string, string>; wal: string } | undefined;

async function databaseState() {
  const fingerprint = await databaseFingerprint(db);
  return { fingerprint, wal: await walPosition(db) };
}

/**
 * One token per kind, reused until a request revokes it (a sign-out, a password change): issuing
 * a new one before every request wrote to the database each time, so its fingerprint (below)
 * had to be read twice per request.
 */
const tokens = new Map<Auth, string>();

async function authorization(kind: Auth): Promise<string | undefined> {
  switch (kind) {
    case 'none':
      return undefined;
    case 'garbage':
      return 'Bearer not-a-real-token';
    case 'basic':
      return 'Basic dXNlcjpwYXNz';
    default: {
      const kept = tokens.get(kind);
      if (kept && (await stillIssued(kept))) return `Bearer ${kept}`;
      known = undefined;
      const user = kind === 'expired' ? customer : { customer, professional, staff }[kind];
      const access_token = await sessionToken(db, user);
      if (kind === 'expired') {
        await db
          .update(accessTokens)
          .set({ expiresAt: new Date(Date.now() - 60_000) })
          .where(eq(accessTokens.tokenHash, digest(access_token)));
      }
      tokens.set(kind, access_token);
      return `Bearer ${access_token}`;
    }
  }
}

async function stillIssued(token: string): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: accessTokens.revokedAt })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, digest(token)));
  return row !== undefined && row.revokedAt === null;
}

/** Strings that have broken servers: NUL, lone surrogates, huge, path tricks, injections. */
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b@example.com',
    '\uD800',
    '%',
    '%zz',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    'x'.repeat(5000),
    '🏋️‍♀️',
  ),
  fc.string().map((text) => `${text}\u0000${text}`),
);

const rawBodies = fc.record({
  payload: fc.oneof(
    fc.constantFrom(
      '{',
      '{"email":',
      '[1,2',
      'null',
      '"text"',
      '{"a":1}{',
      '\u0000',
      'x'.repeat(3_000_000),
    ),
    fc.string(),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=fuzz',
    'application/xml',
  ),
});

function requests(operation: Operation) {
  const jsonBody = operation.body
    ? fc.oneof(valueFor(operation.body, nasty), fc.jsonValue())
    : fc.jsonValue();
  return fc.record({
    params: fc.tuple(
      ...operation.params.map(() =>
        fc.oneof(nasty, fc.constant('1'), fc.string({ minLength: 101, maxLength: 300 })),
      ),
    ),
    query: fc.option(
      fc.dictionary(
        fc.oneof(fc.string(), ...operation.query.map((name) => fc.constant(name))),
        nasty,
      ),
      { nil: undefined },
    ),
    body: fc.oneof(fc.record({ json: jsonBody }), fc.record({ raw: rawBodies }), fc.constant({})),
    auth: operation.secured ? auth : fc.constantFrom<Auth>('none', 'garbage', 'customer'),
    language: fc.option(fc.constantFrom('fi', 'en-GB,en;q=0.9', 'xx;q=nope', ',,;;'), {
      nil: undefined,
    }),
    forwardedFor: fc.option(fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1'), {
      nil: undefined,
    }),
  });
}

type FuzzRequest = ReturnType<typeof requests> extends fc.Arbitrary<infer R> ? R : never;

function url(operation: Operation, request: FuzzRequest): string {
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => {
    const value = request.params[index++] ?? '';
    // Some values go out unencoded, so bad escapes (%zz) reach the router as they are.
    // A lone surrogate cannot be percent-encoded at all; it goes as U+FFFD, as a browser sends it.
    return index % 2 === 0
      ? value.replaceAll('/', '')
      : encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD'));
  });
  const query = request.query ? new URLSearchParams(request.query).toString() : '';
  return query ? `${path}?${query}` : path;
}

function send(operation: Operation, request: FuzzRequest, authHeader: string | undefined) {
  const headers: Record<string, string> = {};
  if (authHeader) headers.authorization = authHeader;
  if (request.language) headers['accept-language'] = request.language;
  if (request.forwardedFor) headers['x-forwarded-for'] = request.forwardedFor;
  let payload: string | undefined;
  if (operation.method !== 'GET' && 'json' in request.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.body.json) ?? 'null';
  } else if (operation.method !== 'GET' && 'raw' in request.body && request.body.raw) {
    headers['content-type'] = request.body.raw.contentType;
    payload = request.body.raw.payload;
  }
  return t.app.inject({ method: operation.method, url: url(operation, request), headers, payload });
}

/** What every refusal must look like: the catalogue envelope and the security headers. */
function expectCatalogueRefusal(response: Awaited<ReturnType<typeof send>>) {
  const context = `${response.statusCode} ${response.body.slice(0, 500)}`;
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  expect(response.headers['x-content-type-options'], context).toBe('nosniff');
  const body = response.json() as { errors?: unknown };
  expect(Object.keys(body), context).toEqual(['errors']);
  expect(Array.isArray(body.errors) && body.errors.length > 0, context).toBe(true);
  for (const error of body.errors as Record<string, unknown>[]) {
    expect(Object.keys(error).sort(), context).toEqual(
      'field' in error ? ['code', 'field', 'message'] : ['code', 'message'],
    );
    const code = Number(error.code);
    expect(isErrorCode(code) && errorStatus(code) !== 0, context).toBe(true);
    expect(typeof error.message === 'string' && error.message.length > 0, context).toBe(true);
    if ('field' in error) expect(typeof error.field, context).toBe('string');
  }
}

async function check(operation: Operation, request: FuzzRequest) {
  const authHeader = await authorization(request.auth);
  const before = known ?? (await databaseState());
  known = undefined;
  const response = await send(operation, request, authHeader);
  await t.app.settled();
  expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expectCatalogueRefusal(response);
  if ((await walPosition(db)) === before.wal) {
    known = before;
    return;
  }
  const after = await databaseState();
  expect(after.fingerprint, `${response.statusCode} ${response.body}`).toEqual(before.fingerprint);
  known = after;
}

describe('every operation in the OpenAPI document', () => {
  it('lists the routes (so the fuzzing below cannot pass by fuzzing nothing)', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toContain(
      'PUT /v1/admin/profile',
    );
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path} refuses bad input with a catalogue error`, async () => {
      // Known troublemakers first: a NUL in each string field of an otherwise sensible body.
      const examples = operation.body
        ? sampleFor(operation.body, 'a\u0000b@example.com').map((json): [FuzzRequest] => [
            {
              params: operation.params.map(() => 'a\u0000b'),
              query: undefined,
              body: { json },
              auth: !operation.secured
                ? 'none'
                : operation.path.startsWith('/v1/admin')
                  ? 'staff'
                  : operation.path.startsWith('/v1/me/professional')
                    ? 'professional'
                    : 'customer',
              language: undefined,
              forwardedFor: undefined,
            },
          ])
        : [];
      await fc.assert(
        fc.asyncProperty(requests(operation), (request) => check(operation, request)),
        { numRuns: RUNS_PER_OPERATION, examples },
      );
    });
  }
});

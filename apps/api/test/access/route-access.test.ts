import type { TLiveFrame } from '@fitmarket/core/api/realtime';
import { isStaffRole, type Role } from '@fitmarket/core/limits';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RouteAccess, routeAccess, whoMayCall } from '../../src/access/route-access';
import { bookings, conversations, messages, notifications, reviews } from '../../src/db/schema';
import { openAvailability } from '../bookings/booking-helpers';
import { type JsonSchema, operationsOf, plainValue } from '../fuzz/openapi-operations';
import { listedProfessional } from '../helpers/professionals';
import { createTestApp } from '../helpers/test-app';
import { createUser, sessionToken } from '../helpers/users';

/**
 * The access matrix: every operation the OpenAPI document lists, called by every kind of user,
 * answers what the access table (src/access/route-access.ts) promises and the operation's
 * description says. Allowed callers get no access refusal; refused ones get the documented
 * status and SPEC §8 code. A route added without its rule, or a rule left for a route that is
 * gone, fails the first test. Each operation gets fresh users and resources, so what one call
 * changes (an upgrade, a block, a new password) cannot decide the next.
 */

const t = await createTestApp({
  // Sign-in attempt limits would answer 1151 long before the matrix is done.
  env: { AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ADDRESS: '1000000' },
});
afterAll(() => t.close());
const { db } = t.deps.database;
const document = t.app.swagger() as {
  paths: Record<string, Record<string, { description?: string }>>;
};
const operations = operationsOf(document);

const CALLERS = [
  'guest',
  'customer',
  'professional',
  'another professional',
  'admin',
  'owner',
  'blocked user',
] as const;
type Caller = (typeof CALLERS)[number];
const ROLE_OF: Record<Exclude<Caller, 'guest'>, Role> = {
  customer: 'customer',
  professional: 'professional',
  'another professional': 'professional',
  admin: 'admin',
  owner: 'owner',
  'blocked user': 'customer',
};

/** The codes that refuse a caller for who they are rather than for what they sent. */
const ACCESS_CODES = [1002, 1085, 1091, 1305, 1311, 1317, 1326];

type Expected = 'allowed' | { status: number; code: number };

/** Which of the callers are the resource's own people, and what the others are told. */
function partyAnswer(access: Extract<RouteAccess, { who: 'party' }>, caller: Caller): Expected {
  const parties: Record<typeof access.of, Caller[]> = {
    conversation: ['customer', 'professional'],
    message: ['customer', 'professional'],
    booking: ['customer', 'professional'],
    'booking-customer': ['customer'],
    'reviewed-professional': ['professional'],
    notification: ['professional'],
  };
  if (parties[access.of].includes(caller)) return 'allowed';
  if (access.of === 'booking-customer' && caller === 'professional') {
    return { status: 422, code: 1363 };
  }
  return { status: 404, code: 1302 };
}

/** What the table promises `caller`. */
function expected(access: RouteAccess, caller: Caller): Expected {
  if (access.who === 'anyone') return 'allowed';
  if (caller === 'guest') return { status: 401, code: 1002 };
  if (caller === 'blocked user') return { status: 403, code: 1311 };
  const role = ROLE_OF[caller];
  const staff = isStaffRole(role);
  switch (access.who) {
    case 'signed-in':
      return 'allowed';
    case 'people':
      return staff ? { status: 403, code: 1002 } : 'allowed';
    case 'customer':
      return role === 'customer' ? 'allowed' : { status: 403, code: 1305 };
    case 'professional':
      return role === 'professional' ? 'allowed' : { status: 403, code: access.refusal };
    case 'party':
      return partyAnswer(access, caller);
    case 'staff':
      return staff ? 'allowed' : { status: 403, code: 1317 };
    case 'owner':
      if (role === 'owner') return 'allowed';
      return { status: 403, code: staff ? 1002 : 1317 };
  }
}

const HOUR = 3_600_000;

/** Fresh callers and resources for one operation. */
async function world() {
  const users = {
    customer: await createUser(db, { role: 'customer' }),
    professional: await listedProfessional(db),
    'another professional': await listedProfessional(db),
    admin: await createUser(db, { role: 'admin' }),
    owner: await createUser(db, { role: 'owner' }),
    'blocked user': await createUser(db, { blocked: true, blockReason: 'Spam.' }),
  };
  const customerId = users.customer.id;
  const professionalId = users.professional.id;
  const [conversation] = await db
    .insert(conversations)
    .values({ customerId, professionalId })
    .returning();
  const [message] = await db
    .insert(messages)
    .values({ conversationId: conversation?.id ?? 0, senderId: customerId, body: 'Hello!' })
    .returning();
  const ahead = Date.now() + 72 * HOUR;
  const past = Date.now() - 2 * HOUR;
  const [upcoming, passed] = await db
    .insert(bookings)
    .values([
      {
        professionalId,
        customerId,
        startsAt: new Date(ahead),
        endsAt: new Date(ahead + HOUR),
        expiresAt: new Date(ahead),
      },
      {
        professionalId,
        customerId,
        startsAt: new Date(past - HOUR),
        endsAt: new Date(past),
        expiresAt: new Date(past - HOUR),
        status: 'confirmed' as const,
      },
    ])
    .returning();
  const [review] = await db
    .insert(reviews)
    .values({
      professionalId,
      authorId: customerId,
      bookingId: passed?.id ?? 0,
      rating: 5,
      message: 'Clear advice and a good plan.',
    })
    .returning();
  const [notification] = await db
    .insert(notifications)
    .values({ userId: professionalId, type: 'new_follower', actorId: customerId })
    .returning();
  if (!conversation || !message || !upcoming || !passed || !review || !notification) {
    throw new Error('fixture insert failed');
  }
  return { users, conversation, message, upcoming, passed, review, notification };
}
type World = Awaited<ReturnType<typeof world>>;

/** The path with its parameters filled from the world: each `{id}` by what the path is about. */
function url(path: string, w: World): string {
  const id = (): number => {
    if (path.startsWith('/v1/conversations/')) return w.conversation.id;
    if (path.startsWith('/v1/messages/')) return w.message.id;
    if (path.startsWith('/v1/notifications/')) return w.notification.id;
    if (path.endsWith('/review')) return w.passed.id;
    if (path.startsWith('/v1/me/bookings/')) return w.upcoming.id;
    if (path.includes('/reviews/') || path.includes('/review-reports/')) return w.review.id;
    if (path.startsWith('/v1/admin/users/')) return w.users.customer.id;
    return 999_999;
  };
  const values: Record<string, () => string> = {
    id: () => (path.startsWith('/v1/places/') ? 'm:091' : String(id())),
    slug: () => w.users.professional.slug ?? '',
    action: () => 'cancel',
    code: () => 'unknown-code',
    token: () => 'unknown-token',
    provider: () => 'google',
  };
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name]?.() ?? 'x');
}

/** Queries an operation needs before it reaches its refusal. */
const QUERIES: Record<string, string> = {
  'GET /v1/me/professional/slug': 'slug=matrix',
  'DELETE /v1/me/bookings/{id}': 'version=1',
};

/**
 * Bodies that pass validation where the refusal comes after it (the schema's plain value does
 * elsewhere): whole bodies, or fields over the plain value.
 */
function body(key: string, schema: JsonSchema | undefined, w: World): unknown {
  const future = new Date(Date.now() + 96 * HOUR).toISOString();
  const booking = {
    professional_id: w.users.professional.id,
    service_id: w.users.professional.serviceId,
    location_id: w.users.professional.locationId,
    starts_at: future,
    duration_minutes: 60,
  };
  const fields: Record<string, object> = {
    'PUT /v1/me/professional/basic': { birth_date: '1990-01-01', languages: ['fi'] },
    'POST /v1/me/bookings/manual': { starts_at: future, duration_minutes: 60 },
  };
  const bodies: Record<string, unknown> = {
    'PUT /v1/me/availability': openAvailability(),
    'POST /v1/conversations/{id}/messages': { body: 'Hello again!' },
    'POST /v1/messages/{id}/report': { reason: 'Rude words.' },
    'POST /v1/me/bookings/{id}/{action}': { version: 1, reason: 'Ill.' },
    'POST /v1/me/bookings/{id}/review': { rating: 5, message: 'Great session, clear advice.' },
    'POST /v1/me/reviews/{id}/reply': { reply: 'Thank you!' },
    'POST /v1/reviews/{id}/report': { reason: 'Not true.' },
    'POST /v1/bookings': booking,
    'POST /v1/bookings/holds': booking,
  };
  if (key in bodies) return bodies[key];
  if (!schema) return undefined;
  const plain = plainValue(schema, 'Matrix test');
  return key in fields ? { ...(plain as object), ...fields[key] } : plain;
}

async function call(
  operation: (typeof operations)[number],
  w: World,
  caller: Caller,
): Promise<{ status: number; codes: number[]; body: string }> {
  const key = `${operation.method} ${operation.path}`;
  const headers: Record<string, string> = {};
  if (caller !== 'guest') {
    headers.authorization = `Bearer ${await sessionToken(db, w.users[caller])}`;
  }
  const payload = body(key, operation.body, w);
  const response = await t.app.inject({
    method: operation.method as 'GET',
    url: key in QUERIES ? `${url(operation.path, w)}?${QUERIES[key]}` : url(operation.path, w),
    headers,
    ...(payload === undefined || operation.method === 'GET' ? {} : { payload: payload as object }),
  });
  const json = response.headers['content-type']?.startsWith('application/json')
    ? (response.json() as { errors?: { code: number }[] })
    : {};
  return {
    status: response.statusCode,
    codes: (json.errors ?? []).map((error) => error.code),
    body: response.body.slice(0, 300),
  };
}

describe('the access table', () => {
  const documented = operations.map((operation) => `${operation.method} ${operation.path}`);

  it('has a rule for every operation of the OpenAPI document, and no rule for a route that is gone', () => {
    expect(documented.length).toBeGreaterThan(100);
    expect(
      documented.filter((key) => !(key in routeAccess)),
      'operations without a rule',
    ).toEqual([]);
    expect(
      Object.keys(routeAccess).filter((key) => !documented.includes(key)),
      'rules without an operation',
    ).toEqual([]);
  });

  it("writes each rule into its operation's description", () => {
    for (const [key, access] of Object.entries(routeAccess)) {
      const [method = '', path = ''] = key.split(' ');
      const description = document.paths[path]?.[method.toLowerCase()]?.description ?? '';
      expect(description.startsWith(`Who may call: ${whoMayCall(access)}`), key).toBe(true);
    }
  });
});

describe('every operation, called by every kind of user', () => {
  const http = operations.filter((operation) => !operation.socket);
  it.each(http.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s answers each caller as its rule says',
    async (key, operation) => {
      const access = routeAccess[key];
      if (!access) throw new Error(`${key} has no rule in src/access/route-access.ts`);
      const w = await world();
      for (const caller of CALLERS) {
        const answer = await call(operation, w, caller);
        const want = expected(access, caller);
        const context = `${key} as ${caller}: ${answer.status} ${answer.body}`;
        if (want === 'allowed') {
          const refusals = access.who === 'party' ? [...ACCESS_CODES, 1302] : ACCESS_CODES;
          expect(answer.status, context).toBeLessThan(500);
          expect(
            answer.codes.filter((code) => refusals.includes(code)),
            context,
          ).toEqual([]);
        } else {
          expect(answer.status, context).toBe(want.status);
          expect(answer.codes, context).toContain(want.code);
        }
      }
    },
  );
});

/** The first frame the live socket sends `caller` (a guest's first frame carries no token). */
async function firstLiveFrame(w: World, caller: Caller): Promise<TLiveFrame> {
  const headers: Record<string, string> = {};
  if (caller !== 'guest') {
    headers.authorization = `Bearer ${await sessionToken(db, w.users[caller])}`;
  }
  const address = t.web.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}/v1/live`, { headers });
  const first = new Promise<string>((resolve) =>
    socket.once('message', (data) => resolve(String(data))),
  );
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  if (caller === 'guest') socket.send(JSON.stringify({ type: 'auth' }));
  const text = await first;
  socket.terminate();
  return JSON.parse(text) as TLiveFrame;
}

describe('the live socket, opened by every kind of user', () => {
  it('lets anyone signed in listen and tells the others why not, as its rule says', async () => {
    const access = routeAccess['GET /v1/live'];
    if (!access) throw new Error('GET /v1/live has no rule');
    await t.web.listen({ host: '127.0.0.1', port: 0 });
    const w = await world();
    for (const caller of CALLERS) {
      const frame = await firstLiveFrame(w, caller);
      const want = expected(access, caller);
      const codes = frame.type === 'error' ? frame.errors.map((error) => error.code) : [];
      if (want === 'allowed') expect(frame.type, caller).toBe('ready');
      else expect(codes, caller).toEqual([want.code]);
    }
  });
});

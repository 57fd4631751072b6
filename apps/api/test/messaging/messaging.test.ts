import { MESSAGE_MAX_LENGTH } from '@fitmarket/core/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff } from '../helpers/users';

let t: TestApp;
const people = {} as Record<
  'customer' | 'pro' | 'stranger' | 'admin',
  { id: number; token: string; email: string }
>;

async function person(overrides: Parameters<typeof createUser>[1], staff = false) {
  const user = await createUser(t.deps.database.db, overrides);
  const token = staff ? await signInStaff(t, user.email) : await signIn(t.app, user.email);
  return { id: user.id, token, email: user.email };
}

beforeAll(async () => {
  t = await createTestApp();
  people.customer = await person({ firstName: 'Kalle', language: 'en' });
  people.pro = await person({
    role: 'professional',
    published: true,
    slug: `pro-${Date.now() % 100000}`,
    firstName: 'Aino',
    language: 'fi',
  });
  people.stranger = await person({});
  people.admin = await person({ role: 'admin' }, true);
});
afterAll(async () => {
  await t.close();
});

function call(
  who: keyof typeof people,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'en',
) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${people[who].token}`, 'accept-language': lang },
  });
}

const codes = (response: { json(): { errors: { code: number }[] } }) =>
  response.json().errors.map((error) => error.code);

async function startConversation() {
  const response = await call('customer', 'POST', '/v1/conversations', {
    professional_id: people.pro.id,
  });
  expect([200, 201]).toContain(response.statusCode);
  return response.json().data.id as number;
}

describe('messenger', () => {
  it('opens one conversation per customer and professional, from the profile or a booking', async () => {
    const first = await call('customer', 'POST', '/v1/conversations', {
      professional_id: people.pro.id,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      my_role: 'customer',
      other: { id: people.pro.id, first_name: 'Aino' },
      booking_id: null,
      last_message: null,
      unread_count: 0,
      blocked: false,
    });
    const again = await call('customer', 'POST', '/v1/conversations', {
      professional_id: people.pro.id,
      booking_id: 42,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.json().data.id, booking_id: 42 });
  });

  it('refuses contacting oneself, an unlisted professional and a customer', async () => {
    const self = await call('pro', 'POST', '/v1/conversations', { professional_id: people.pro.id });
    expect([self.statusCode, codes(self)]).toEqual([422, [1372]]);
    const hidden = await person({ role: 'professional', published: false });
    for (const id of [hidden.id, people.stranger.id, 999_999]) {
      const response = await call('customer', 'POST', '/v1/conversations', {
        professional_id: id,
      });
      expect([response.statusCode, codes(response)]).toEqual([404, [1302]]);
    }
  });

  it('carries messages both ways as plain text, with unread counts and read receipts', async () => {
    const id = await startConversation();
    const sent = await call('customer', 'POST', `/v1/conversations/${id}/messages`, {
      body: '  Hei! <script>alert(1)</script>\nCan we meet?  ',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      sender_id: people.customer.id,
      body: 'Hei! <script>alert(1)</script>\nCan we meet?',
      read_at: null,
    });
    // The answer is JSON: the text stays text for whoever shows it.
    expect(sent.headers['content-type']).toMatch(/application\/json/);

    const unread = await call('pro', 'GET', '/v1/conversations/unread-count');
    expect(unread.json().data.count).toBe(1);
    const list = await call('pro', 'GET', '/v1/conversations');
    expect(list.json().data[0]).toMatchObject({
      id,
      my_role: 'professional',
      other: { id: people.customer.id, slug: null },
      unread_count: 1,
      last_message: { id: sent.json().data.id },
    });
    expect(list.json().meta.pagination).toMatchObject({ total: 1, current_page: 1 });

    // The sender's own message never counts as unread for them, nor can they mark it read.
    const own = await call('customer', 'POST', `/v1/conversations/${id}/read`);
    expect(own.json().data.marked).toBe(0);
    const read = await call('pro', 'POST', `/v1/conversations/${id}/read`);
    expect(read.json().data.marked).toBe(1);
    const thread = await call('customer', 'GET', `/v1/conversations/${id}/messages`);
    expect(thread.json().data[0].read_at).not.toBeNull();
    expect((await call('pro', 'GET', '/v1/conversations/unread-count')).json().data.count).toBe(0);
  });

  it('refuses empty and too long messages with their codes, in the reader language', async () => {
    const id = await startConversation();
    const empty = await call('customer', 'POST', `/v1/conversations/${id}/messages`, {
      body: ' \n ',
    });
    expect([empty.statusCode, codes(empty)]).toEqual([422, [1252]]);
    const long = await call(
      'customer',
      'POST',
      `/v1/conversations/${id}/messages`,
      { body: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) },
      'fi',
    );
    expect([long.statusCode, codes(long)]).toEqual([422, [1370]]);
    expect(long.json().errors[0].message).toBe(
      `Viestin enimmäispituus on ${MESSAGE_MAX_LENGTH} merkkiä.`,
    );
  });

  it('pages a thread back by keyset, newest first', async () => {
    const other = await person({
      role: 'professional',
      published: true,
      slug: `p-${Date.now() % 1e5}`,
    });
    const started = await call('customer', 'POST', '/v1/conversations', {
      professional_id: other.id,
    });
    const id = started.json().data.id;
    for (const n of [1, 2, 3, 4, 5]) {
      await call('customer', 'POST', `/v1/conversations/${id}/messages`, { body: `m${n}` });
    }
    const first = await call('customer', 'GET', `/v1/conversations/${id}/messages?limit=2`);
    expect(first.json().data.map((m: { body: string }) => m.body)).toEqual(['m5', 'm4']);
    const before = first.json().meta.next_before;
    // A message arriving meanwhile does not shift the older pages.
    await call('customer', 'POST', `/v1/conversations/${id}/messages`, { body: 'm6' });
    const second = await call(
      'customer',
      'GET',
      `/v1/conversations/${id}/messages?limit=2&before=${before}`,
    );
    expect(second.json().data.map((m: { body: string }) => m.body)).toEqual(['m3', 'm2']);
    const last = await call(
      'customer',
      'GET',
      `/v1/conversations/${id}/messages?limit=2&before=${second.json().meta.next_before}`,
    );
    expect(last.json()).toMatchObject({ data: [{ body: 'm1' }], meta: { next_before: null } });
  });

  it('refuses a third person everything about a conversation, as if it did not exist', async () => {
    const id = await startConversation();
    const [message] = (await call('customer', 'GET', `/v1/conversations/${id}/messages`)).json()
      .data;
    const attempts = [
      call('stranger', 'GET', `/v1/conversations/${id}`),
      call('stranger', 'GET', `/v1/conversations/${id}/messages`),
      call('stranger', 'POST', `/v1/conversations/${id}/messages`, { body: 'hi' }),
      call('stranger', 'POST', `/v1/conversations/${id}/read`),
      call('stranger', 'PUT', `/v1/conversations/${id}/block`),
      call('stranger', 'DELETE', `/v1/conversations/${id}/block`),
      call('stranger', 'POST', `/v1/messages/${message.id}/report`, { reason: 'spam spam' }),
      call('admin', 'GET', `/v1/conversations/${id}/messages`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect([response.statusCode, codes(response)]).toEqual([404, [1302]]);
    }
    const list = await call('stranger', 'GET', '/v1/conversations');
    expect(list.json().data).toEqual([]);
    const guest = await t.app.inject({ method: 'GET', url: '/v1/conversations' });
    expect([guest.statusCode, codes(guest)]).toEqual([401, [1002]]);
  });

  it('lets either person block; nobody sends until the blocker unblocks', async () => {
    const id = await startConversation();
    const blocked = await call('pro', 'PUT', `/v1/conversations/${id}/block`);
    expect(blocked.json().data).toMatchObject({ blocked: true, blocked_by_me: true });
    for (const who of ['customer', 'pro'] as const) {
      const refused = await call(who, 'POST', `/v1/conversations/${id}/messages`, { body: 'hi' });
      expect([refused.statusCode, codes(refused)]).toEqual([403, [1371]]);
    }
    const notYours = await call('customer', 'DELETE', `/v1/conversations/${id}/block`);
    expect([notYours.statusCode, codes(notYours)]).toEqual([403, [1374]]);
    const view = await call('customer', 'GET', `/v1/conversations/${id}`);
    expect(view.json().data).toMatchObject({ blocked: true, blocked_by_me: false });
    const unblocked = await call('pro', 'DELETE', `/v1/conversations/${id}/block`);
    expect(unblocked.json().data.blocked).toBe(false);
    const sent = await call('customer', 'POST', `/v1/conversations/${id}/messages`, { body: 'hi' });
    expect(sent.statusCode).toBe(201);
  });

  it('queues reported messages for staff; removal hides the text and tells the author why', async () => {
    const id = await startConversation();
    const sent = await call('pro', 'POST', `/v1/conversations/${id}/messages`, {
      body: 'Buy cheap pills at example.com',
    });
    const messageId = sent.json().data.id;

    const own = await call('pro', 'POST', `/v1/messages/${messageId}/report`, { reason: 'oops' });
    expect([own.statusCode, codes(own)]).toEqual([422, [1373]]);
    const short = await call('customer', 'POST', `/v1/messages/${messageId}/report`, {
      reason: 'x',
    });
    expect([short.statusCode, codes(short)]).toEqual([422, [1301]]);
    for (const _ of [1, 2]) {
      const reported = await call('customer', 'POST', `/v1/messages/${messageId}/report`, {
        reason: 'Spam',
      });
      expect(reported.statusCode).toBe(200);
    }

    const notStaff = await call('customer', 'GET', '/v1/admin/message-reports');
    expect([notStaff.statusCode, codes(notStaff)]).toEqual([403, [1317]]);
    const queue = await call('admin', 'GET', '/v1/admin/message-reports');
    expect(queue.json().data).toEqual([
      expect.objectContaining({
        message: expect.objectContaining({ id: messageId, body: 'Buy cheap pills at example.com' }),
        author: expect.objectContaining({ id: people.pro.id, email: people.pro.email }),
        report_count: 1,
        reports: [
          expect.objectContaining({
            reason: 'Spam',
            reporter: {
              id: people.customer.id,
              name: expect.stringMatching(/^Kalle /),
              email: people.customer.email,
            },
          }),
        ],
      }),
    ]);

    const noReason = await call('admin', 'POST', `/v1/admin/message-reports/${messageId}/remove`, {
      reason: '',
    });
    expect([noReason.statusCode, codes(noReason)]).toEqual([422, [1307]]);
    const removed = await call('admin', 'POST', `/v1/admin/message-reports/${messageId}/remove`, {
      reason: 'Advertising is not allowed',
    });
    expect(removed.statusCode).toBe(200);
    await t.app.settled();

    const authorView = await call('pro', 'GET', `/v1/conversations/${id}/messages`);
    expect(authorView.json().data[0]).toMatchObject({
      id: messageId,
      body: null,
      removed: true,
      removed_reason: 'Advertising is not allowed',
    });
    const readerView = await call('customer', 'GET', `/v1/conversations/${id}/messages`);
    expect(readerView.json().data[0]).toMatchObject({ body: null, removed_reason: null });
    expect((await call('admin', 'GET', '/v1/admin/message-reports')).json().data).toEqual([]);
    const again = await call('admin', 'POST', `/v1/admin/message-reports/${messageId}/remove`, {
      reason: 'Advertising is not allowed',
    });
    expect(again.statusCode).toBe(404);

    // The author is Finnish: the notice is in Finnish and carries the reason.
    const mails = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, people.pro.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Lähettämäsi viesti poistettiin Fitmarketista');
    expect(mails[0]?.text).toContain('Syy: Advertising is not allowed');

    // Audited in the author's history, with what they wrote and why it went.
    const history = await call('admin', 'GET', `/v1/admin/users/${people.pro.id}/history`);
    expect(history.json().data[0]).toMatchObject({
      action: 'message.remove',
      target_type: 'user',
      target_id: people.pro.id,
      before: { message: 'Buy cheap pills at example.com' },
      reason: 'Advertising is not allowed',
    });
  });

  it('lets staff keep a reported message', async () => {
    const id = await startConversation();
    const sent = await call('customer', 'POST', `/v1/conversations/${id}/messages`, {
      body: 'Totally fine message',
    });
    const messageId = sent.json().data.id;
    await call('pro', 'POST', `/v1/messages/${messageId}/report`, { reason: 'I dislike it' });
    const kept = await call('admin', 'POST', `/v1/admin/message-reports/${messageId}/dismiss`);
    expect(kept.statusCode).toBe(200);
    const thread = await call('pro', 'GET', `/v1/conversations/${id}/messages`);
    expect(thread.json().data[0]).toMatchObject({ id: messageId, removed: false });
    expect((await call('admin', 'GET', '/v1/admin/message-reports')).json().data).toEqual([]);
    const history = await call('admin', 'GET', `/v1/admin/users/${people.customer.id}/history`);
    expect(history.json().data[0]).toMatchObject({
      action: 'message.keep',
      target_id: people.customer.id,
    });
  });
});

import {
  DAILY_EMAIL_LIMIT,
  FOLLOW_CHANGES_PER_MINUTE,
  MESSAGE_EMAIL_INTERVAL_MS,
} from '@fitmarket/core/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/mail';
import { userChannel } from '../../src/live/tell-user';
import { sendDueNotificationEmails } from '../../src/notifications/email-job';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn } from '../helpers/users';

let t: TestApp;
type Person = { id: number; token: string; email: string };
let customer: Person;
let pro: Person;
let quietPro: Person;

async function person(overrides: Parameters<typeof createUser>[1]): Promise<Person> {
  const user = await createUser(t.deps.database.db, overrides);
  return { id: user.id, token: await signIn(t.app, user.email), email: user.email };
}

beforeAll(async () => {
  t = await createTestApp();
  customer = await person({ firstName: 'Kalle', lastName: 'Asiakas', language: 'en' });
  pro = await person({
    role: 'professional',
    published: true,
    slug: 'notified-pro',
    language: 'fi',
  });
  quietPro = await person({
    role: 'professional',
    published: true,
    slug: 'quiet-pro',
    emailNotifications: false,
  });
});
afterAll(async () => {
  await t.close();
});

function call(who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${who.token}` },
  });
}

const mailsTo = (address: string) =>
  t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));
/** The recurring run, then the send-mail jobs it queued. */
async function runEmailJob(at = new Date()) {
  const queued = await sendDueNotificationEmails(
    { db: t.deps.database.db, mail: t.deps.mail, config: t.deps.config },
    at,
  );
  await t.deps.jobs.drain();
  return queued;
}

describe('notifications', () => {
  it('records new_follower once, pushes it live and e-mails it once in the Finnish of its reader', async () => {
    const pushed: unknown[] = [];
    const stop = await t.deps.pubsub.subscribe(userChannel(pro.id), (event) => pushed.push(event));
    for (const _ of [1, 2]) await call(customer, 'PUT', '/v1/professionals/notified-pro/follow');
    await stop();

    const list = await call(pro, 'GET', '/v1/notifications');
    expect(list.json().data).toEqual([
      expect.objectContaining({
        type: 'new_follower',
        actor: expect.objectContaining({ id: customer.id, first_name: 'Kalle' }),
        data: { follower_id: customer.id },
        read: false,
      }),
    ]);
    expect(pushed).toEqual([{ type: 'notification', notification: list.json().data[0] }]);
    expect((await call(pro, 'GET', '/v1/notifications/unread-count')).json().data.count).toBe(1);

    expect(await runEmailJob()).toBeGreaterThanOrEqual(1);
    await runEmailJob();
    const mails = await mailsTo(pro.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Kalle Asiakas seuraa sinua']);
    expect(mails[0]?.text).toContain('alkoi seurata profiiliasi');
  });

  it('tells a professional of a follower once, however often they unfollow and follow again', async () => {
    const followed = await person({ role: 'professional', published: true, slug: 'toggled-pro' });
    const toggler = await person({ firstName: 'Veli', lastName: 'Vaihtaja' });
    for (const _ of [1, 2, 3]) {
      await call(toggler, 'PUT', '/v1/professionals/toggled-pro/follow');
      await t.app.inject({
        method: 'DELETE',
        url: '/v1/professionals/toggled-pro/follow',
        headers: { authorization: `Bearer ${toggler.token}` },
      });
    }
    const told = (await call(followed, 'GET', '/v1/notifications')).json().data as {
      actor: { id: number };
    }[];
    expect(told.filter((notice) => notice.actor.id === toggler.id)).toHaveLength(1);
  });

  it(`refuses more than ${FOLLOW_CHANGES_PER_MINUTE} follows and unfollows a minute (1151)`, async () => {
    await person({ role: 'professional', published: true, slug: 'toggled-often-pro' });
    const toggler = await person({});
    for (let change = 0; change < FOLLOW_CHANGES_PER_MINUTE; change += 1) {
      const method = change % 2 === 0 ? 'PUT' : 'DELETE';
      const answer = await t.app.inject({
        method,
        url: '/v1/professionals/toggled-often-pro/follow',
        headers: { authorization: `Bearer ${toggler.token}` },
      });
      expect(answer.statusCode).toBe(200);
    }
    const over = await call(toggler, 'PUT', '/v1/professionals/toggled-often-pro/follow');
    expect(over.statusCode).toBe(429);
    expect(over.json().errors[0].code).toBe(1151);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends nothing to a user with e-mail notifications off, but still lists it', async () => {
    await call(customer, 'PUT', '/v1/professionals/quiet-pro/follow');
    await runEmailJob();
    expect(await mailsTo(quietPro.email)).toEqual([]);
    expect((await call(quietPro, 'GET', '/v1/notifications')).json().data).toHaveLength(1);
  });

  it('e-mails a conversation at most once per quarter hour while unread, and not once read', async () => {
    const started = await call(customer, 'POST', '/v1/conversations', {
      professional_id: pro.id,
    });
    const id = started.json().data.id;
    const sendOne = (body: string) =>
      call(customer, 'POST', `/v1/conversations/${id}/messages`, { body });
    const messageMails = async () =>
      (await mailsTo(pro.email)).filter((mail) => mail.subject.startsWith('Uusi viesti'));

    for (const body of ['one', 'two', 'three']) await sendOne(body);
    const [notification] = (await call(pro, 'GET', '/v1/notifications')).json().data;
    expect(notification).toMatchObject({
      type: 'new_message',
      data: { conversation_id: id, count: 3 },
    });

    await runEmailJob();
    expect((await messageMails()).map((mail) => mail.text.split('\n')[0])).toEqual([
      'Kalle Asiakas lähetti sinulle 3 viestiä Fitmarketissa.',
    ]);
    expect((await messageMails())[0]?.text).toContain(`/messages/${id}`);

    // Another message soon after: no second e-mail within the quarter hour...
    await sendOne('four');
    await runEmailJob();
    expect(await messageMails()).toHaveLength(1);
    // ...but one after it, since it is still unread.
    const later = new Date(Date.now() + MESSAGE_EMAIL_INTERVAL_MS + 60_000);
    await runEmailJob(later);
    expect(await messageMails()).toHaveLength(2);
    const latest = new Date(later.getTime() + MESSAGE_EMAIL_INTERVAL_MS + 60_000);
    await runEmailJob(latest);
    expect(await messageMails()).toHaveLength(2);

    // Reading the conversation reads its notification; a message read in time is not mailed.
    await call(pro, 'POST', `/v1/conversations/${id}/read`);
    expect((await call(pro, 'GET', '/v1/notifications')).json().data[0].read).toBe(true);
    await sendOne('five');
    await call(pro, 'POST', `/v1/conversations/${id}/read`);
    await runEmailJob(new Date(latest.getTime() + 2 * MESSAGE_EMAIL_INTERVAL_MS));
    expect(await messageMails()).toHaveLength(2);
  });

  it('does not spend the daily mail budget that protects reset and deletion links', async () => {
    expect((await mailsTo(pro.email)).length).toBeGreaterThan(0);
    for (let sent = 0; sent < DAILY_EMAIL_LIMIT; sent += 1) {
      expect(await t.deps.mailQuota.take(pro.email, 'public')).toBe(true);
    }
  });

  it('marks one or all read, only the reader own', async () => {
    const [first] = (await call(pro, 'GET', '/v1/notifications')).json().data;
    const foreign = await call(customer, 'POST', `/v1/notifications/${first.id}/read`);
    expect([foreign.statusCode, foreign.json().errors[0].code]).toEqual([404, 1302]);

    const all = await call(pro, 'POST', '/v1/notifications/read');
    expect(all.statusCode).toBe(200);
    expect((await call(pro, 'GET', '/v1/notifications/unread-count')).json().data.count).toBe(0);
    const guest = await t.app.inject({ method: 'GET', url: '/v1/notifications' });
    expect(guest.statusCode).toBe(401);
  });
});

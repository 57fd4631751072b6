import { DAILY_EMAIL_LIMIT, PUBLIC_MAILS_PER_CLIENT_PER_DAY } from '@fitmarket/core/limits';
import { WEB_LINKS } from '@fitmarket/core/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailQuota, sendWithinDailyLimit } from '../../src/auth/mail-quota';
import { AppError } from '../../src/errors/app-error';
import type { MailService, OutgoingMail } from '../../src/platform/mail/mail-service';
import { bearer, expectRefusal, mailsTo, newAddress, signUp } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff } from '../helpers/users';

/**
 * The daily mail limit protects a person's mailbox without revealing who has an account or
 * letting strangers use up the links the person needs.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_ADDRESS: '1000', AUTH_RATE_LIMIT_PER_IP: '1000' },
  });
});
afterAll(() => t.close());

let clients = 0;
/** From a new client each time unless `ip` is given: a stranger can use many. */
function post(url: string, email: string, ip?: string) {
  clients += 1;
  const remoteAddress = ip ?? `203.0.113.${clients % 250}`;
  return t.app.inject({ method: 'POST', url, payload: { email }, remoteAddress });
}

/** Holds every mail at the door until `open()`, as a slow mail server would. */
function holdMail() {
  const real = t.deps.mail;
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const waiting: OutgoingMail[] = [];
  t.deps.mail = {
    async send(mail) {
      waiting.push(mail);
      await gate;
      await real.send(mail);
    },
  };
  return {
    waiting,
    open() {
      open();
      t.deps.mail = real;
    },
  };
}

describe('requests anyone can make for any address', () => {
  it.each([
    ['/v1/auth/forgot', 'customer'],
    ['/v1/auth/signup/resend', 'unconfirmed'],
    ['/v1/admin/forgot', 'admin'],
    ['/v1/admin/register/email', 'admin'],
  ] as const)(
    '%s answers a %s address and an unknown one alike, before any mail goes out',
    async (url, kind) => {
      const known = await createUser(t.deps.database.db, {
        role: kind === 'admin' ? 'admin' : 'customer',
        emailVerifiedAt: kind === 'unconfirmed' ? null : new Date(),
      });
      const unknown = newAddress('nobody');
      const mail = holdMail();
      try {
        const [forKnown, forUnknown] = [await post(url, known.email), await post(url, unknown)];
        // Both answers are out while the mail server has not finished anything.
        expect(forKnown.statusCode).toBe(200);
        expect(forUnknown.statusCode).toBe(200);
        expect(forKnown.body).toBe(forUnknown.body);
      } finally {
        mail.open();
      }
      expect(await mailsTo(t, known.email)).toHaveLength(1);
    },
  );

  it('answers the same once the public budget of an address is spent, and sends no more', async () => {
    const user = await createUser(t.deps.database.db);
    for (let sent = 0; sent < DAILY_EMAIL_LIMIT; sent += 1) {
      expect((await post('/v1/auth/forgot', user.email)).statusCode).toBe(200);
    }
    expect(await mailsTo(t, user.email)).toHaveLength(DAILY_EMAIL_LIMIT);

    const over = await post('/v1/auth/forgot', user.email);
    const unknown = await post('/v1/auth/forgot', newAddress('nobody'));
    expect(over.statusCode).toBe(200);
    expect(over.body).toBe(unknown.body);
    expect(await mailsTo(t, user.email)).toHaveLength(DAILY_EMAIL_LIMIT);
  });

  it('cannot use up the mails a person asks for while signed in', async () => {
    const customer = await createUser(t.deps.database.db);
    const admin = await createUser(t.deps.database.db, { role: 'admin' });
    for (let sent = 0; sent < DAILY_EMAIL_LIMIT + 2; sent += 1) {
      await post('/v1/auth/forgot', customer.email);
      await post('/v1/admin/register/email', admin.email);
    }
    expect(await mailsTo(t, customer.email)).toHaveLength(DAILY_EMAIL_LIMIT);

    const deletion = await t.app.inject({
      method: 'DELETE',
      url: '/v1/me',
      headers: bearer(await signIn(t.app, customer.email)),
    });
    expect(deletion.statusCode, deletion.body).toBe(200);
    expect((await mailsTo(t, customer.email)).at(-1)?.links[0]).toContain(WEB_LINKS.deleteAccount);

    const staffDeletion = await t.app.inject({
      method: 'DELETE',
      url: '/v1/admin/profile',
      headers: bearer(await signInStaff(t, admin.email)),
    });
    expect(staffDeletion.statusCode, staffDeletion.body).toBe(200);
    expect(await mailsTo(t, admin.email)).toHaveLength(DAILY_EMAIL_LIMIT + 1);
  });

  it('still limits the mails a person asks for themselves, with 1007', async () => {
    const customer = await createUser(t.deps.database.db);
    const token = await signIn(t.app, customer.email);
    const deletion = { method: 'DELETE' as const, url: '/v1/me', headers: bearer(token) };
    for (let sent = 0; sent < DAILY_EMAIL_LIMIT; sent += 1) {
      expect((await t.app.inject(deletion)).statusCode).toBe(200);
    }
    expectRefusal(await t.app.inject(deletion), 429, 1007);
    expect(await mailsTo(t, customer.email)).toHaveLength(DAILY_EMAIL_LIMIT);
  });

  it(`refuses one client's request past ${PUBLIC_MAILS_PER_CLIENT_PER_DAY} for an address a day with 1151`, async () => {
    const user = await createUser(t.deps.database.db);
    for (let sent = 0; sent < PUBLIC_MAILS_PER_CLIENT_PER_DAY; sent += 1) {
      expect((await post('/v1/auth/forgot', user.email, '192.0.2.7')).statusCode).toBe(200);
    }
    expectRefusal(await post('/v1/auth/forgot', user.email, '192.0.2.7'), 429, 1151);
    // Whether the address has an account or not.
    const unknown = newAddress('nobody');
    for (let sent = 0; sent < PUBLIC_MAILS_PER_CLIENT_PER_DAY; sent += 1) {
      await post('/v1/admin/forgot', unknown, '192.0.2.7');
    }
    expectRefusal(await post('/v1/admin/forgot', unknown, '192.0.2.7'), 429, 1151);
    expect(await mailsTo(t, user.email)).toHaveLength(PUBLIC_MAILS_PER_CLIENT_PER_DAY);
  });

  it("sends the person's own reset from a client they signed in from, whatever strangers asked", async () => {
    const customer = await createUser(t.deps.database.db);
    const admin = await createUser(t.deps.database.db, { role: 'admin' });
    // The person's own device: signed in from it lately.
    await signIn(t.app, customer.email);
    await signInStaff(t, admin.email);
    for (let sent = 0; sent < DAILY_EMAIL_LIMIT; sent += 1) {
      await post('/v1/auth/forgot', customer.email);
      await post('/v1/admin/forgot', admin.email);
    }
    // The public budget is spent: another stranger's request sends nothing ...
    await post('/v1/auth/forgot', customer.email);
    expect(await mailsTo(t, customer.email)).toHaveLength(DAILY_EMAIL_LIMIT);

    // ... but the person asking from their own device gets the link.
    expect((await post('/v1/auth/forgot', customer.email, '127.0.0.1')).statusCode).toBe(200);
    expect(await mailsTo(t, customer.email)).toHaveLength(DAILY_EMAIL_LIMIT + 1);
    expect((await mailsTo(t, customer.email)).at(-1)?.links[0]).toContain(WEB_LINKS.resetPassword);
    await post('/v1/admin/forgot', admin.email, '127.0.0.1');
    expect(await mailsTo(t, admin.email)).toHaveLength(DAILY_EMAIL_LIMIT + 1);
  });

  it('sends the confirmation of a new account whatever strangers asked for the address', async () => {
    const email = newAddress('late');
    for (let sent = 0; sent < DAILY_EMAIL_LIMIT; sent += 1) {
      await post('/v1/admin/register/email', email);
    }
    expect((await signUp(t, { email })).statusCode).toBe(201);
    const links = (await mailsTo(t, email)).flatMap((mail) => mail.links);
    expect(links.some((link) => link.includes(WEB_LINKS.confirmSignup))).toBe(true);
  });
});

describe('a mail that fails to go out', () => {
  it('is given back to the budget: it never reached the person', async () => {
    const quota = createMailQuota(t.deps.database.db);
    const failing: MailService = {
      async send() {
        throw new AppError({ code: 1028 });
      },
    };
    const to = newAddress('unlucky');
    for (let attempt = 0; attempt < DAILY_EMAIL_LIMIT + 1; attempt += 1) {
      await expect(
        sendWithinDailyLimit(
          { mail: failing, mailQuota: quota },
          { to, subject: 's', text: 't' },
          'own',
        ),
      ).rejects.toMatchObject({ items: [{ code: 1028 }] });
    }
    expect(await quota.take(to, 'own')).toBe(true);
  });
});

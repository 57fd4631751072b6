import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dev mailbox', () => {
  it('gives browser tests the newest mail to an address, links included', async () => {
    await t.deps.mail.send({ to: 'erin@example.com', subject: 'Welcome', text: 'Hello' });
    const link = 'http://localhost:3000/verify?code=second';
    await t.deps.mail.send({
      to: 'Erin@Example.com',
      subject: 'Confirm your email',
      text: `Open ${link}`,
      links: [link],
    });
    await t.app.settled();

    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/mail/latest?to=ERIN@example.com',
    });

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      to: 'erin@example.com',
      subject: 'Confirm your email',
      text: `Open ${link}`,
      links: [link],
    });
    expect(Date.parse(data.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 404 with code 1302 when no mail went to the address', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/mail/latest?to=nobody@example.com',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe(1302);
  });

  it('lists the mails on a page, with their text escaped and their links clickable', async () => {
    const link = 'http://localhost:3000/reset?code=abc&lang=fi';
    await t.deps.mail.send({
      to: 'frank@example.com',
      subject: 'Reset <script>alert(1)</script>',
      text: `Choose a new password: ${link}`,
      links: [link],
    });
    await t.app.settled();

    const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    expect(page).toContain('name="viewport"');
    expect(page).toContain('frank@example.com');
    expect(page).toContain('Reset &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toContain('<a href="http://localhost:3000/reset?code=abc&amp;lang=fi">');
    expect(page).toContain('sent');
    // Newest first: the mail just sent comes before the ones of the earlier tests.
    expect(page.indexOf('frank@example.com')).toBeLessThan(page.indexOf('erin@example.com'));
  });

  it('keeps the dev mailbox out of the OpenAPI document', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(Object.keys(document.json().paths).filter((route) => route.startsWith('/dev'))).toEqual(
      [],
    );
  });
});

describe('dev mailbox outside the demo', () => {
  it('does not exist', async () => {
    const production = await createTestApp({ env: { DEMO: 'false' } });
    try {
      // Without SMTP outside the demo the mail fails, but it is in the outbox all the same.
      await production.deps.mail.send({
        to: 'gina@example.com',
        subject: 'Private',
        text: 'Secret',
      });
      await production.app.settled();
      const page = await production.app.inject({ method: 'GET', url: '/dev/mail' });
      const latest = await production.app.inject({
        method: 'GET',
        url: '/dev/mail/latest?to=gina@example.com',
      });
      expect(page.statusCode).toBe(404);
      expect(latest.statusCode).toBe(404);
      expect(page.body).not.toContain('Private');
      expect(latest.body).not.toContain('Secret');
    } finally {
      await production.close();
    }
  });
});

import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/mail';
import { AppError } from '../../src/errors/app-error';
import { createMailService } from '../../src/platform/mail/mail-service';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silentLog = { info() {}, error() {} };

function outboxRowsTo(address: string) {
  return t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));
}

describe('mail without SMTP (dev mailbox)', () => {
  it('keeps the mail in the outbox as sent, lower-cased, and logs its links', async () => {
    const logged: object[] = [];
    const mail = createMailService({
      db: t.deps.database.db,
      config: t.deps.config,
      log: { info: (obj) => logged.push(obj), error() {} },
    });
    const link = 'http://localhost:3000/verify?code=abc123';

    await mail.send({
      to: 'Anna@Example.com',
      subject: 'Confirm your email',
      text: `Open ${link}`,
      links: [link],
    });

    const [row, ...others] = await outboxRowsTo('anna@example.com');
    expect(others).toEqual([]);
    expect(row).toMatchObject({ subject: 'Confirm your email', status: 'sent', links: [link] });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(logged).toContainEqual(
      expect.objectContaining({ to: 'anna@example.com', links: [link] }),
    );
  });
});

describe('mail through SMTP', () => {
  const received: { from: string; to: string[]; message: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          message: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let smtpUrl = '';

  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    if (server.server.listening) server.close();
  });

  function smtpMailService() {
    const config = {
      ...t.deps.config,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Fitmarket <no-reply@fitmarket.test>',
    };
    return createMailService({ db: t.deps.database.db, config, log: silentLog });
  }

  it('delivers the mail to the SMTP server and records it as sent', async () => {
    const link = 'http://localhost:3000/reset?code=xyz789';
    await smtpMailService().send({
      to: 'Bea@Example.com',
      subject: 'Reset your password',
      text: `Choose a new password: ${link}`,
      html: `<p><a href="${link}">Choose a new password</a></p>`,
      links: [link],
    });

    expect(received).toHaveLength(1);
    const [delivered] = received;
    expect(delivered?.from).toBe('no-reply@fitmarket.test');
    expect(delivered?.to).toEqual(['bea@example.com']);
    expect(delivered?.message).toContain('Subject: Reset your password');
    expect(delivered?.message).toContain(link);
    // The outbox is a record, not a second mailbox: nothing in it opens the reset page.
    const [row] = await outboxRowsTo('bea@example.com');
    expect(row).toMatchObject({
      status: 'sent',
      text: 'Choose a new password: [link removed]',
      html: null,
      links: [],
    });
    expect(JSON.stringify(row)).not.toContain('xyz789');
  });

  it('throws 1028 and keeps the mail as failed, without its link, when the SMTP server is down', async () => {
    await new Promise<void>((resolve) => server.close(resolve));
    const link = 'http://localhost:3000/verify?code=dan-secret';
    const sending = smtpMailService().send({
      to: 'dan@example.com',
      subject: 'Welcome',
      text: `Hello ${link}`,
      links: [link],
    });

    await expect(sending).rejects.toBeInstanceOf(AppError);
    await expect(sending).rejects.toMatchObject({ items: [{ code: 1028 }] });
    const [row] = await outboxRowsTo('dan@example.com');
    expect(row).toMatchObject({ subject: 'Welcome', status: 'failed', sentAt: null, links: [] });
    expect(row?.text).not.toContain('dan-secret');
    expect(row?.error).toBeTruthy();
  });
});

describe('mail outside the demo without SMTP', () => {
  it('is not delivered anywhere: 1028, the outbox row failed and without its link, nothing logged', async () => {
    const logged: object[] = [];
    const mail = createMailService({
      db: t.deps.database.db,
      config: { ...t.deps.config, DEMO: false, SMTP_URL: undefined },
      log: { info: (obj) => logged.push(obj), error: (obj) => logged.push(obj) },
    });
    const link = 'http://localhost:3000/reset?code=eve-secret';

    const sending = mail.send({
      to: 'eve@example.com',
      subject: 'Reset',
      text: link,
      links: [link],
    });

    await expect(sending).rejects.toMatchObject({ items: [{ code: 1028 }] });
    const [row] = await outboxRowsTo('eve@example.com');
    expect(row).toMatchObject({ status: 'failed', text: '[link removed]', links: [] });
    expect(row?.error).toContain('SMTP_URL');
    expect(JSON.stringify(logged)).not.toContain('eve-secret');
  });
});

import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { jobs } from '../../src/db/schema/jobs';
import { mailOutbox } from '../../src/db/schema/mail';
import { createJobQueue } from '../../src/platform/jobs/job-queue';
import { createMailService, type MailLog } from '../../src/platform/mail/mail-service';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silentLog = { info() {}, error() {} };

/** A mail service with a job queue of its own, so each test chooses its settings. */
function mailService(config: Config, log: MailLog = silentLog) {
  const queue = createJobQueue({
    db: t.deps.database.db,
    log: silentLog,
    pollMs: 1000,
    leaseMs: 60_000,
    maxAttempts: 3,
    backoffMs: 60_000,
    backoffCapMs: 60_000,
  });
  const mail = createMailService({ db: t.deps.database.db, config, log, jobs: queue });
  return { mail, queue };
}

/** The send-mail job that carries a mail to `address`. */
async function jobTo(address: string) {
  const all = await t.deps.database.db.select().from(jobs);
  return all.find((job) => (job.payload as { to?: string }).to === address);
}

function outboxRowsTo(address: string) {
  return t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));
}

describe('mail without SMTP (dev mailbox)', () => {
  it('keeps the mail in the outbox as sent, lower-cased, and logs its links', async () => {
    const logged: object[] = [];
    const { mail, queue } = mailService(t.deps.config, {
      info: (obj) => logged.push(obj),
      error() {},
    });
    const link = 'http://localhost:3000/verify?code=abc123';

    await mail.send({
      to: 'Anna@Example.com',
      subject: 'Confirm your email',
      text: `Open ${link}`,
      links: [link],
    });
    // Queued, not yet sent: the job carries the whole mail.
    expect(await outboxRowsTo('anna@example.com')).toEqual([]);
    await queue.drain();

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
    return mailService({
      ...t.deps.config,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Fitmarket <no-reply@fitmarket.test>',
    });
  }

  it('delivers the mail to the SMTP server, records it as sent and forgets the link', async () => {
    const link = 'http://localhost:3000/reset?code=xyz789';
    const { mail, queue } = smtpMailService();
    await mail.send({
      to: 'Bea@Example.com',
      subject: 'Reset your password',
      text: `Choose a new password: ${link}`,
      html: `<p><a href="${link}">Choose a new password</a></p>`,
      links: [link],
    });
    expect(JSON.stringify(await jobTo('Bea@Example.com'))).toContain('xyz789');
    await queue.drain();

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
    // Done, the job keeps nothing of the mail either.
    expect(await t.deps.database.db.select().from(jobs)).not.toContainEqual(
      expect.objectContaining({ payload: expect.objectContaining({ to: 'Bea@Example.com' }) }),
    );
  });

  it('keeps the mail as failed, without its link, and retries later when the SMTP server is down', async () => {
    await new Promise<void>((resolve) => server.close(resolve));
    const link = 'http://localhost:3000/verify?code=dan-secret';
    const { mail, queue } = smtpMailService();
    await mail.send({
      to: 'dan@example.com',
      subject: 'Welcome',
      text: `Hello ${link}`,
      links: [link],
    });
    await queue.drain();

    expect(await jobTo('dan@example.com')).toMatchObject({ status: 'queued', attempts: 1 });
    const [row] = await outboxRowsTo('dan@example.com');
    expect(row).toMatchObject({ subject: 'Welcome', status: 'failed', sentAt: null, links: [] });
    expect(row?.text).not.toContain('dan-secret');
    expect(row?.error).toBeTruthy();
  });
});

describe('mail outside the demo without SMTP', () => {
  it('is not delivered anywhere: the outbox row failed and without its link, nothing logged', async () => {
    const logged: object[] = [];
    const { mail, queue } = mailService(
      { ...t.deps.config, DEMO: false, SMTP_URL: undefined },
      { info: (obj) => logged.push(obj), error: (obj) => logged.push(obj) },
    );
    const link = 'http://localhost:3000/reset?code=eve-secret';

    await mail.send({
      to: 'eve@example.com',
      subject: 'Reset',
      text: link,
      links: [link],
    });
    await queue.drain();

    const [row] = await outboxRowsTo('eve@example.com');
    expect(row).toMatchObject({ status: 'failed', text: '[link removed]', links: [] });
    expect(row?.error).toContain('SMTP_URL');
    expect(JSON.stringify(logged)).not.toContain('eve-secret');
  });
});

import fs from 'node:fs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { scratchPath, smtpPort } from './urls';

/**
 * A real SMTP server for the browser tests: the app under test sends its e-mails here (its
 * SMTP_URL points at this port), every mail is appended to a file, and tests read the links
 * from there, exactly as a person would open them from their inbox.
 */
const mailFile = scratchPath('mail.jsonl');

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  receivedAt: number;
}

export async function startMailCatcher(): Promise<() => Promise<void>> {
  fs.writeFileSync(mailFile, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          for (const recipient of session.envelope.rcptTo) {
            const mail: CaughtMail = {
              to: recipient.address.toLowerCase(),
              subject: parsed.subject ?? '',
              text,
              links: text.match(/https?:\/\/\S+/g) ?? [],
              receivedAt: Date.now(),
            };
            fs.appendFileSync(mailFile, `${JSON.stringify(mail)}\n`);
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(smtpPort, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

function readMails(): CaughtMail[] {
  if (!fs.existsSync(mailFile)) return [];
  return fs
    .readFileSync(mailFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CaughtMail);
}

/** Waits for the newest mail to `address` received after `since` (ms since epoch). */
export async function waitForMail(
  address: string,
  options: { since?: number; subject?: RegExp; timeoutMs?: number } = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const mail = readMails()
      .filter(
        (candidate) =>
          candidate.to === address.toLowerCase() &&
          candidate.receivedAt >= (options.since ?? 0) &&
          (!options.subject || options.subject.test(candidate.subject)),
      )
      .at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${address} arrived in time`);
}

/** The first link in the mail that goes to the given page prefix, e.g. `/register/`. */
export function linkIn(mail: CaughtMail, pathPrefix: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`the mail "${mail.subject}" has no link to ${pathPrefix}`);
  return link;
}

import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { normalizeAddress } from '../platform/mail/mail-service';

const newestFirst = [desc(mailOutbox.createdAt), desc(mailOutbox.id)];

/** The newest mails of the outbox, for the mailbox page. */
export function newestMails(db: Database, limit: number) {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The newest mail to an address (as the outbox spells it), or undefined. */
export async function newestMailTo(db: Database, address: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, normalizeAddress(address)))
    .orderBy(...newestFirst)
    .limit(1);
  return mail;
}

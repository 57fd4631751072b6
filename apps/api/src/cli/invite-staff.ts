import { parseArgs } from 'node:util';
import { ZStaffInvitationSchema } from '@fitmarket/core/api/invitations';
import { errorText } from '@fitmarket/core/errors/error-text';
import { BACKOFFICE_LINKS } from '@fitmarket/core/links';
import { assertCanSendMail, ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { assertDataDirFree, DataDirInUseError } from '../db/data-dir-lock';
import { AppError } from '../errors/app-error';
import { inviteStaff } from '../staff/invitations/staff-invitations';
import { createWiredDeps, migrateDatabase } from '../wiring';
import { logDetails } from './log-details';

/**
 * Invites a staff member from the command line; this is how the first owner gets in, since
 * only an owner can invite through the back-office:
 *
 *   npm run invite-staff -w @fitmarket/api -- <email> [--role owner|admin]   (default: owner)
 *
 * It uses the same settings as the server (DATABASE_URL or DATA_DIR, SMTP_URL, BACKOFFICE_URL).
 * With the embedded PGlite database, stop the server first: only one process may open it (the
 * command refuses while the server runs).
 */
const usage = 'Usage: invite-staff <email> [--role owner|admin]';

const log = {
  info: (details: object, message: string) => console.log(message, logDetails(details)),
  error: (details: object, message: string) => console.error(message, logDetails(details)),
};

function readArguments() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string', default: 'owner' } },
  });
  const parsed = ZStaffInvitationSchema.safeParse({ email: positionals[0], role: values.role });
  if (positionals.length !== 1 || !parsed.success) {
    console.error(usage);
    process.exit(2);
  }
  return parsed.data;
}

async function main() {
  const invitation = readArguments();
  const config = loadConfig();
  assertCanSendMail(config, "invite-staff (it mails the invitee's sign-up link)");
  if (!config.DATABASE_URL) assertDataDirFree(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
  });
  try {
    await migrateDatabase(database);
    const deps = createWiredDeps(config, database, log);
    const saved = await inviteStaff(deps, { ...invitation, language: 'en' });
    // The invitation's mail is a queued job; no worker runs here, so it goes out now.
    await deps.jobs.drain();
    console.log(`Invited ${saved.email} as ${saved.role} and mailed them a sign-up link.`);
    // The link itself stays in the mail; a lost one is asked for again at sign-up step 1.
    console.log(`A new link: ${config.backofficeUrl}${BACKOFFICE_LINKS.signup}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else if (error instanceof AppError) {
    for (const item of error.items) console.error(errorText(item.code, 'en', item.vars));
  } else console.error(error);
  process.exit(1);
});

import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { assertDataDirFree, DataDirInUseError } from '../db/data-dir-lock';
import { createSecretBox, secretBoxKeys } from '../platform/secret-box';
import { resealProviderTokens } from '../social-activity/provider-token';
import { resealSecondFactors } from '../staff/two-factor/second-factor';

/**
 * `npm run reseal-secrets`: seals every secret kept in the database (staff TOTP secrets,
 * provider tokens) again with the first key of SECRET_BOX_KEYS, so that older keys can then be
 * removed (docs/deploy.md "Secrets at rest"). Run it once the new key is first on every
 * instance; it can run beside them and again at any time (what is current is left alone).
 */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) assertDataDirFree(config.dataDir);
  const box = createSecretBox(secretBoxKeys(config));
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMode: config.DATABASE_POOL_MODE,
  });
  try {
    const factors = await resealSecondFactors(database.db, box);
    const tokens = await resealProviderTokens(database.db, box);
    console.log(
      `Sealed with key ${box.currentKeyId}: ${factors} TOTP secret(s), ${tokens} provider token(s).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  const known = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  process.exit(1);
});

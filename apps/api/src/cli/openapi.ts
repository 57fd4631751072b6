import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite } from '../db/client';
import { combinedApiDocument } from '../plugins/openapi';
import { createWiredDeps } from '../wiring';

/**
 * Writes the OpenAPI documents the two listeners serve at /docs/json, as one, to the file given
 * (or stdout), for
 * `redocly lint` in `npm test` and for client authors. Every route is in it (the dev mailbox
 * too), on a throw-away in-memory database; nothing outside is touched.
 *
 *   tsx src/cli/openapi.ts [out.json]
 */
async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-openapi-'));
  const database = await openPglite(undefined);
  try {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const quiet = { info() {}, error() {} };
    const deps = createWiredDeps(config, database, quiet);
    const marketplace = await buildApp(deps, { area: 'marketplace' });
    const backoffice = await buildApp(deps, { area: 'backoffice' });
    await Promise.all([marketplace.ready(), backoffice.ready()]);
    const combined = combinedApiDocument(config, {
      marketplace: marketplace.swagger(),
      backoffice: backoffice.swagger(),
    });
    const document = `${JSON.stringify(combined, null, 2)}\n`;
    const out = process.argv[2];
    if (out) fs.writeFileSync(out, document);
    else process.stdout.write(document);
    await Promise.all([marketplace.close(), backoffice.close()]);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite } from '../db/client';
import { createWiredDeps } from '../wiring';

/**
 * Writes the OpenAPI document the API serves at /docs/json to the file given (or stdout), for
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
    const app = await buildApp(createWiredDeps(config, database, quiet));
    await app.ready();
    const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    const out = process.argv[2];
    if (out) fs.writeFileSync(out, document);
    else process.stdout.write(document);
    await app.close();
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

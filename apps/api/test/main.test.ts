import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from './helpers/test-database';

const apiRoot = path.resolve(import.meta.dirname, '..');
// tsx itself, not through npx, which would die of the signal instead of passing it on.
const tsx = path.resolve(apiRoot, '../../node_modules/.bin/tsx');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `src/main.ts` in its own process, as `npm start` runs it (without the SPA build). */
function startServer(env: Record<string, string>): Started {
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function waitFor(started: Started, pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = started.output().match(pattern);
    if (match) return match[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${pattern} in:\n${started.output()}`);
}

// One process start is slow; the server's SQL is tested on both databases elsewhere.
describe.skipIf(testDbKind === 'postgres')('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-main-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a wrong setting with a message naming the variable, and exits 1', async () => {
    const started = startServer({ DATA_DIR: dataDir, WEB_PORT: 'three thousand' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('Invalid configuration');
    expect(started.output()).toContain('WEB_PORT="three thousand"');
  }, 60_000);

  it('serves both listeners, then stops cleanly on SIGTERM', async () => {
    const started = startServer({
      DATA_DIR: dataDir,
      WEB_PORT: '0',
      BACKOFFICE_PORT: '0',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
    });
    try {
      await waitFor(started, /marketplace on/);
      const addresses = [
        ...started
          .output()
          .matchAll(/"listener":"(web|backoffice)".*?listening at (http:\/\/127\.0\.0\.1:\d+)/g),
      ].map((match) => match[2]);
      expect(addresses).toHaveLength(2);
      for (const address of addresses) {
        const health = await fetch(`${address}/health`);
        expect(health.status).toBe(200);
      }
      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
      expect(started.output()).toContain('shutting down');
    } finally {
      started.child.kill('SIGKILL');
    }
  }, 90_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApi } from '../../build';

const apiRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The production build of the API in a folder of its own under dist/ (so parallel test files do
 * not share one), run with plain Node as production runs it. `remove()` deletes it.
 */
export async function buildForTest(): Promise<{ dir: string; remove(): void }> {
  fs.mkdirSync(path.join(apiRoot, 'dist'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(apiRoot, 'dist', 'test-'));
  await buildApi(dir);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs a built entry point (main.js, migrate.js, invite-staff.js) with exactly `env` and PATH:
 * nothing of the test process's environment leaks in, as on a fresh server.
 */
export function runBuilt(
  dir: string,
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
): Started {
  const child = spawn(process.execPath, [path.join(dir, entry), ...args], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
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

export async function waitFor(
  started: Started,
  pattern: RegExp,
  timeoutMs = 240_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = started.output().match(pattern);
    if (match) return match[0];
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${pattern} in:\n${started.output()}`);
}

/** The two listeners' addresses from the server's log. */
export function listenerAddresses(started: Started): { web: string; backoffice: string } {
  const found = Object.fromEntries(
    [
      ...started
        .output()
        .matchAll(/"listener":"(web|backoffice)".*?listening at (http:\/\/[^"\s]+)/g),
    ].map((match) => [match[1], match[2]]),
  );
  if (!found.web || !found.backoffice) throw new Error(`no listeners in:\n${started.output()}`);
  return { web: found.web, backoffice: found.backoffice };
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertDataDirFree, DataDirInUseError, holdDataDir } from '../../src/db/data-dir-lock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function newDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-lock-'));
  dirs.push(dir);
  return dir;
}

/** Another process, alive until killed: stands in for a running server. */
function otherProcess() {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
}

describe('the embedded database folder held by a running server', () => {
  it('refuses another process while the server that marked it lives, and not after', async () => {
    const dir = newDataDir();
    const server = otherProcess();
    try {
      fs.writeFileSync(path.join(dir, 'server.pid'), String(server.pid));
      expect(() => assertDataDirFree(dir)).toThrow(DataDirInUseError);
      expect(() => assertDataDirFree(dir)).toThrow(String(server.pid));
      expect(() => holdDataDir(dir)).toThrow(DataDirInUseError);
    } finally {
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    // A mark left by a process that died is stale.
    expect(() => assertDataDirFree(dir)).not.toThrow();
  });

  it('is marked by holding it and free again once released', () => {
    const dir = newDataDir();
    const release = holdDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });
});

import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded PGlite database can be open in one process only: a second one (the invite-staff
 * command while the server runs) would write rows the server never sees and overwrites. The
 * server marks the data folder with its process id; the commands refuse while that process
 * lives. A mark left by a process that died is stale and ignored.
 */
const LOCK_FILE = 'server.pid';

export class DataDirInUseError extends Error {}

function lockFile(dataDir: string): string {
  return path.join(dataDir, LOCK_FILE);
}

/** The live process holding the folder, if any (not this one). */
function holder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    // Signal 0 only asks whether the process exists.
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Throws DataDirInUseError while a running server holds the embedded database in dataDir. */
export function assertDataDirFree(dataDir: string): void {
  const pid = holder(dataDir);
  if (pid === null) return;
  throw new DataDirInUseError(
    `The embedded database in ${dataDir} is in use by the server (process ${pid}): stop the ` +
      'server first, or use a PostgreSQL database both can share (DATABASE_URL).',
  );
}

/** Marks dataDir as held by this process; gives the function that releases it. */
export function holdDataDir(dataDir: string): () => void {
  assertDataDirFree(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  fs.writeFileSync(file, String(process.pid));
  return () => {
    if (holder(dataDir) === null && fs.existsSync(file)) fs.rmSync(file, { force: true });
  };
}

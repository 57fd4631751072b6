import type { AppDeps } from './app';
import { createAuthRateLimiter } from './auth/rate-limit';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createMailService } from './platform/mail/mail-service';
import { createFileStorage } from './platform/storage/file-storage';

interface DepsLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Everything routes share, made once per process (both listeners use the same). */
export function createAppDeps(config: Config, database: DatabaseHandle, log: DepsLog): AppDeps {
  return {
    config,
    database,
    mail: createMailService({ db: database.db, config, log }),
    storage: createFileStorage(config),
    authLimiter: createAuthRateLimiter(config, database.db),
  };
}

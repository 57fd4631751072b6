import type { Database } from '../db/client';
import type { JobLog, RecurringJob } from '../platform/jobs/job-scheduler';
import type { FileStorage } from '../platform/storage/file-storage';
import { discardAbandonedUploads } from './stored-images';

const HOUR_MS = 3_600_000;
/**
 * How long an upload may wait, saved in no image field, before the clean-up deletes it: a
 * back-office form left open overnight can still be saved.
 */
export const ABANDONED_UPLOAD_GRACE_MS = 24 * HOUR_MS;

/** Every hour, deletes images uploaded and never saved, so uploads cannot fill the storage. */
export function abandonedUploadsCleanupJob(
  deps: { db: Database; storage: FileStorage },
  log: JobLog,
): RecurringJob {
  return {
    name: 'abandoned-uploads-cleanup',
    everyMs: HOUR_MS,
    async run() {
      const deleted = await discardAbandonedUploads(
        deps,
        new Date(Date.now() - ABANDONED_UPLOAD_GRACE_MS),
      );
      log.info({ deleted }, 'images uploaded and never saved deleted');
    },
  };
}

import type { TJob } from '@fitmarket/core/api/jobs';
import type { AppDeps } from '../app-deps';
import { AppError } from '../errors/app-error';
import { loadJob } from './list-jobs';

/** Staff give a dead job a new set of attempts, now; any other job or id is 404 (1302). */
export async function retryDeadJob(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  id: number,
): Promise<TJob> {
  if (!(await deps.jobs.retryDead(id))) throw new AppError({ code: 1302 });
  const job = await loadJob(deps.database.db, id);
  if (!job) throw new AppError({ code: 1302 });
  return job;
}

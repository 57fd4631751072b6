import type { DatabaseHandle } from '../../db/client';
import { countJobsByStatus } from '../jobs/job-queue';
import type { Metrics } from './metrics';

/** The gauges read at each scrape: database connections per pool and the jobs table's depth. */
export function watchPlatform(metrics: Metrics, database: DatabaseHandle): void {
  metrics.gaugeAtScrape(
    'fitmarket_db_pool_connections',
    'Database connections per pool: total open, idle, and queries waiting for one',
    ['pool', 'state'],
    async () =>
      database
        .poolStats()
        .flatMap(({ pool, ...states }) =>
          Object.entries(states).map(([state, value]) => ({ labels: { pool, state }, value })),
        ),
  );
  metrics.gaugeAtScrape(
    'fitmarket_jobs',
    'Durable jobs waiting (queued), running, or dead (failed for the last time, for staff)',
    ['status'],
    async () => {
      const counts = new Map(
        (await countJobsByStatus(database.db)).map((row) => [row.status, row.count]),
      );
      return ['queued', 'running', 'dead'].map((status) => ({
        labels: { status },
        value: counts.get(status as never) ?? 0,
      }));
    },
  );
}

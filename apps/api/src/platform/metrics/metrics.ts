import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator watches (docs/operations.md "Metrics"), one registry per AppDeps: a test's
 * new AppDeps starts at zero and two in one process never add up. Gauges that read the state
 * (pools, the jobs table) are set by `collect` when Prometheus scrapes, not on every change.
 */
export interface Metrics {
  readonly registry: Registry;
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route'>;
  readonly httpServerErrors: Counter<'method' | 'route'>;
  readonly jobFailures: Counter<'job' | 'final'>;
  readonly liveSockets: Gauge;
  readonly cacheLookups: Counter<'cache' | 'result'>;
  /** Adds a gauge whose value is read at each scrape (pools, queue depth). */
  gaugeAtScrape<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Promise<Array<{ labels: Record<L, string>; value: number }>>,
  ): void;
}

/** Latency buckets in seconds: most answers take milliseconds, search up to a few hundred. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'fitmarket-api' });
  // Process CPU, memory, event-loop lag and GC, prefixed like ours.
  collectDefaultMetrics({ register: registry, prefix: 'fitmarket_' });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'fitmarket_http_requests_total',
      help: 'HTTP answers by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'fitmarket_http_request_duration_seconds',
      help: 'Time to answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    httpServerErrors: new Counter({
      name: 'fitmarket_http_server_errors_total',
      help: 'Answers with a 5xx status, by method and route pattern',
      labelNames: ['method', 'route'],
      registers,
    }),
    jobFailures: new Counter({
      name: 'fitmarket_job_failures_total',
      help: 'Failed job runs by job name; final="true" when the job was left dead',
      labelNames: ['job', 'final'],
      registers,
    }),
    liveSockets: new Gauge({
      name: 'fitmarket_live_sockets',
      help: 'Open live-event WebSockets (/v1/live) on this instance',
      registers,
    }),
    cacheLookups: new Counter({
      name: 'fitmarket_cache_lookups_total',
      help: 'Lookups of in-memory answer caches by cache and result (hit or miss)',
      labelNames: ['cache', 'result'],
      registers,
    }),
    gaugeAtScrape(name, help, labelNames, read) {
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          this.reset();
          for (const { labels, value } of await read()) this.set(labels, value);
        },
      });
    },
  };
}

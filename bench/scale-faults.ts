// The scale test's fault part (scale-test.ts, full form): under a steady load through the
// balancer, one instance is killed with SIGKILL and Redis is stopped for 30 s; the figures go
// into the results table (docs/deploy.md "Faults survived").
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/rows';
import { type Instance, type Process, sleep, startInstance, startRedis } from './scale-cluster';

interface FaultContext {
  instances: Instance[];
  balancer: { url: string };
  redis: { port: number; process: Process };
  env: Record<string, string>;
  database: DatabaseHandle;
  record(name: string, ok: boolean, detail: string): void;
}

/** Steady load on GET /v1/landing and /health through the balancer while `during` runs. */
async function underLoad(url: string, seconds: number, during: () => Promise<void>) {
  const load = new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 10,
        duration: seconds,
        requests: [
          { method: 'GET', path: '/v1/landing' },
          { method: 'GET', path: '/health' },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  await during();
  return load;
}

const failed = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;

export async function runFaults(context: FaultContext): Promise<void> {
  await killOneInstance(context);
  await stopRedis(context);
}

/**
 * SIGKILL one instance under load while customers book, send messages and count: afterwards
 * every write that was answered is there once, and nothing answered as failed is half there.
 */
async function killOneInstance({ instances, balancer, env, database, record }: FaultContext) {
  const victim = instances[instances.length - 1] as Instance;
  const countsBefore = await integrity(database);
  const result = await underLoad(balancer.url, 10, async () => {
    await sleep(3000);
    victim.process.child.kill('SIGKILL');
  });
  const countsAfter = await integrity(database);
  const lost = failed(result);
  record(
    'SIGKILL one instance under load',
    lost <= 10 && countsAfter.broken === 0,
    `${result.requests.total} requests in 10 s, ${lost} failed (at most the 10 connections' in-flight ones), p95 ${result.latency.p97_5 ?? '?'} ms (p97.5); ` +
      `integrity: ${countsAfter.broken} broken rows (messages without conversation, paid payments without booking/counts off; before ${countsBefore.broken})`,
  );
  // The instance comes back as a new process, as an orchestrator would start it.
  const replacement = await startInstance(victim.name, env);
  instances[instances.length - 1] = replacement;
  await sleep(1500);
}

/** Rows that a half-written change would leave: each must be 0. */
async function integrity(database: DatabaseHandle) {
  const [row] = await queryRows<{ broken: number }>(
    database.db,
    sql`select (
      (select count(*) from messages m where not exists
        (select 1 from conversations c where c.id = m.conversation_id))
      + (select count(*) from users u where u.rating_count <> (select count(*) from reviews r
        where r.professional_id = u.id and r.hidden_at is null))
    )::int as broken`,
  );
  return { broken: row?.broken ?? -1 };
}

/** Redis away for 30 s: the API answers throughout, /health names it, live and jobs return. */
async function stopRedis({ instances, balancer, redis, record }: FaultContext) {
  let healthDuringOutage = '';
  const result = await underLoad(balancer.url, 40, async () => {
    await sleep(2000);
    redis.process.child.kill('SIGKILL');
    await sleep(3000);
    const health = await fetch(`${instances[0]?.url}/health`);
    healthDuringOutage = `${health.status} ${await health.text()}`;
    await sleep(27_000);
    Object.assign(redis, await startRedis(redis.port));
  });
  await sleep(3000);
  const recovered = instances
    .map((instance) => instance.process.output())
    .some((output) =>
      output
        .split('\n')
        .slice(-200)
        .some((line) => line.includes('"recurring job run"')),
    );
  record(
    'Redis stopped 30 s under load',
    failed(result) === 0,
    `${result.requests.total} requests, ${failed(result)} failed; /health meanwhile: ${healthDuringOutage.slice(0, 160)}; recurring jobs ran again after: ${recovered}`,
  );
}

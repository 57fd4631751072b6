// The scale test's fault part (scale-test.ts, full form): under a steady load through the
// balancer, one instance is killed with SIGKILL and Redis is stopped for 30 s; the figures go
// into the results table (docs/deploy.md "Faults survived").
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/rows';
import { createUser } from '../apps/api/test/helpers/users';
import {
  type Instance,
  type Process,
  sleep,
  startInstance,
  startMailSink,
  startRedis,
} from './scale-cluster';

interface FaultContext {
  instances: Instance[];
  balancer: { url: string };
  redis: { port: number; process: Process };
  mail: Awaited<ReturnType<typeof startMailSink>>;
  env: Record<string, string>;
  database: DatabaseHandle;
  record(name: string, ok: boolean, detail: string): void;
  smtpDownSeconds: number;
  adminUrl: string;
  /** A live message across instances: how long it took, or null. */
  liveAcross(): Promise<{ ms: number | null }>;
  /** A signed-in customer's token, for the writes under load. */
  customerToken: string;
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
  await stopSmtp(context);
  await endDatabaseConnections(context);
}

/**
 * Messages sent one after another through the balancer until `stop()`, counted by what the
 * sender heard: 201 (stored), a refusal (4xx: nothing stored), or no answer or a 5xx from the
 * balancer (the fate of those is unknown to the sender: stored at most once).
 */
function sendMessages(balancerUrl: string, token: string, conversationId: number) {
  let running = true;
  const counts = { created: 0, refused: 0, unknown: 0 };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const loop = (async () => {
    for (let n = 0; running; n += 1) {
      const response = await fetch(`${balancerUrl}/v1/conversations/${conversationId}/messages`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ body: `Under load ${n}` }),
      }).catch(() => null);
      if (response?.status === 201) counts.created += 1;
      else if (response && response.status < 500) counts.refused += 1;
      else counts.unknown += 1;
      // Under the 30 messages a minute one sender may send (MESSAGE_SEND_LIMIT_PER_MINUTE).
      await sleep(350);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return counts;
    },
  };
}

/**
 * SIGKILL one instance under load while customers book, send messages and count: afterwards
 * every write that was answered is there once, and nothing answered as failed is half there.
 */
async function killOneInstance(context: FaultContext) {
  const { instances, balancer, env, database, record } = context;
  const victim = instances[instances.length - 1] as Instance;
  const pro = await createUser(database.db, { role: 'professional', published: true });
  const conversation = await fetch(`${balancer.url}/v1/conversations`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${context.customerToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ professional_id: pro.id }),
  }).then((response) => response.json() as Promise<{ data: { id: number } }>);
  const writer = sendMessages(balancer.url, context.customerToken, conversation.data.id);
  const result = await underLoad(balancer.url, 10, async () => {
    await sleep(3000);
    victim.process.child.kill('SIGKILL');
  });
  const sent = await writer.stop();
  const [stored] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from messages where conversation_id = ${conversation.data.id}`,
  );
  const messages = stored?.n ?? -1;
  const { broken } = await integrity(database);
  const lost = failed(result);
  record(
    'SIGKILL one instance under load',
    lost <= 10 &&
      broken === 0 &&
      messages >= sent.created &&
      messages <= sent.created + sent.unknown,
    `${result.requests.total} reads in 10 s, ${lost} failed (the 10 connections' in-flight ones at most), p97.5 ${result.latency.p97_5} ms; ` +
      `messages sent meanwhile: ${sent.created} answered 201, ${sent.refused} refused (4xx), ${sent.unknown} unanswered; ${messages} stored; ${broken} broken rows (messages without conversation, ratings off their reviews)`,
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

/** Redis away for 30 s: the API answers throughout, /health says so, live and jobs return. */
async function stopRedis({ instances, balancer, redis, record, liveAcross }: FaultContext) {
  let healthDuringOutage = '';
  let liveDuringOutage: number | null = null;
  const stoppedAt = Date.now() + 2000;
  let returnedAt = Number.POSITIVE_INFINITY;
  const result = await underLoad(balancer.url, 40, async () => {
    await sleep(2000);
    redis.process.child.kill('SIGKILL');
    await sleep(3000);
    const health = await fetch(`${instances[0]?.url}/health`);
    healthDuringOutage = `${health.status} ${await health.text()}`;
    liveDuringOutage = (await liveAcross().catch(() => ({ ms: null }))).ms;
    await sleep(Math.max(0, stoppedAt + 32_000 - Date.now()));
    Object.assign(redis, await startRedis(redis.port));
    returnedAt = Date.now();
  });
  // ioredis retries with a growing wait (BullMQ's: up to 20 s), so allow half a minute.
  const ranSince = (since: number) =>
    instances.some((instance) =>
      instance.process
        .output()
        .split('\n')
        .some((line) => line.includes('"recurring job run"') && JSON.parse(line).time > since),
    );
  while (!ranSince(returnedAt) && Date.now() - returnedAt < 30_000) await sleep(250);
  const jobsAfterMs = ranSince(returnedAt) ? Date.now() - returnedAt : null;
  const jobsAfter = jobsAfterMs !== null;
  const live = await liveAcross().catch(() => ({ ms: null }));
  record(
    'Redis stopped 30 s under load',
    failed(result) === 0 && live.ms !== null && jobsAfter,
    `${result.requests.total} requests, ${failed(result)} failed; /health meanwhile: ${healthDuringOutage.slice(0, 120)}; ` +
      `live message across instances meanwhile: ${liveDuringOutage ?? 'not delivered'}, after: ${live.ms ?? 'not delivered'} ms; recurring jobs ran again: ${jobsAfter ? `within ${jobsAfterMs} ms of its return` : 'no'}`,
  );
}

/** SMTP away: mail asked for meanwhile goes out once it returns, each once. */
async function stopSmtp({ balancer, mail, database, record, smtpDownSeconds }: FaultContext) {
  const people = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(database.db)));
  await mail.stop();
  const before = mail.received.length;
  for (const person of people) {
    await fetch(`${balancer.url}/v1/auth/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email }),
    });
  }
  await sleep(smtpDownSeconds * 1000);
  const returnedAt = Date.now();
  Object.assign(mail, await startMailSink(mail.port, mail.received));
  const wanted = people.map((person) => person.email);
  const arrived = () => mail.received.slice(before).filter((to) => wanted.includes(to));
  while (Date.now() - returnedAt < 120_000 && new Set(arrived()).size < wanted.length) {
    await sleep(250);
  }
  const allMs = Date.now() - returnedAt;
  await sleep(5000);
  const got = arrived();
  const once = wanted.every((to) => got.filter((address) => address === to).length === 1);
  record(
    `SMTP stopped ${smtpDownSeconds} s`,
    new Set(got).size === wanted.length && once,
    `${wanted.length} reset mails asked for meanwhile: ${new Set(got).size} delivered ${allMs} ms after SMTP returned, ${got.length - new Set(got).size} twice`,
  );
}

/**
 * Every PostgreSQL server connection of the database ended under load, as a restart ends them
 * (the machine's PostgreSQL itself stays up: other work shares it): the pools (and PgBouncer)
 * reconnect without restarting an instance.
 */
async function endDatabaseConnections({
  instances,
  balancer,
  database,
  adminUrl,
  record,
}: FaultContext) {
  const [row] = await queryRows<{ name: string }>(
    database.db,
    sql`select current_database() as name`,
  );
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let ended = 0;
  const result = await underLoad(balancer.url, 10, async () => {
    await sleep(3000);
    const terminated = await admin.query(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [row?.name],
    );
    ended = terminated.rows[0].n;
  });
  await admin.end();
  // A request each instance must take to the database (suggestions for a fresh word).
  const statuses = await Promise.all(
    instances.map(async (instance) => {
      const response = await fetch(
        `${instance.url}/v1/professionals/suggestions?q=fresh${Date.now()}`,
      );
      return response.status;
    }),
  );
  record(
    'PostgreSQL connections ended under load',
    statuses.every((status) => status === 200),
    `${ended} server connections ended; ${result.requests.total} requests, ${failed(result)} failed; afterwards every instance answers from the database: ${statuses.join(', ')}`,
  );
}

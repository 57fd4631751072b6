// `npm run scale-test`: the built API as several instances behind HAProxy on one PostgreSQL
// database (made fresh) and one Redis (of its own), showing that they behave as one
// (docs/deploy.md "The scale test"). Full form: three instances, through PgBouncer in
// transaction mode on a throw-away PostgreSQL cluster, then the fault tests. `--short` (run by
// `npm test`): two instances straight on the machine's PostgreSQL, the four checks only.
// `--no-build` uses apps/api/dist as it is; `--bench` adds the throughput of one instance
// against the balancer (scale-throughput.ts); `--speed-only` the full form's cluster and that
// comparison alone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TLiveFrame } from '@fitmarket/core/api/realtime';
import WebSocket from 'ws';
import { type Database, openPostgres } from '../apps/api/src/db/client';
import { createUser, TEST_PASSWORD } from '../apps/api/test/helpers/users';
import { createProfessional, PLACES } from '../apps/api/test/search/professionals';
import {
  apiDist,
  cleanUp,
  createDatabase,
  findProgram,
  type Instance,
  listens,
  migrate,
  repoRoot,
  sleep,
  startHaproxy,
  startInstance,
  startMailSink,
  startPgbouncer,
  startPostgresCluster,
  startRedis,
  workDir,
} from './scale-cluster';
import { runFaults } from './scale-faults';
import { compareThroughput } from './scale-throughput';

const short = process.argv.includes('--short');
const build = !process.argv.includes('--no-build');
const bench = process.argv.includes('--bench');
/** `--speed-only`: the full form's cluster and its speed part, without the checks and faults. */
const speedOnly = process.argv.includes('--speed-only');
const postgresAdminUrl =
  process.env.SCALE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const INVALIDATION_LIMIT_MS = 2000;
/** How long the fault test keeps SMTP away (the issue asks 5 minutes: SCALE_SMTP_DOWN_SECONDS=300). */
const smtpDownSeconds = Number(process.env.SCALE_SMTP_DOWN_SECONDS ?? 30);

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}
const checks: Check[] = [];
function record(name: string, ok: boolean, detail: string) {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
}

/** What is missing for the test, or null. */
async function missingParts(): Promise<string | null> {
  if (!findProgram('haproxy', ['/usr/sbin/haproxy'])) return 'no haproxy (apt-get install haproxy)';
  if (!findProgram('redis-server')) return 'no redis-server (apt-get install redis-server)';
  if (bench && !findProgram('wrk')) return 'no wrk for --bench (apt-get install wrk)';
  if (!short && !findProgram('pgbouncer', ['/usr/sbin/pgbouncer'])) {
    return 'no pgbouncer (apt-get install pgbouncer)';
  }
  // The full form restarts PostgreSQL: it runs a throw-away cluster of its own.
  if (!short) {
    const found = fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql');
    if (!found || found.length === 0)
      return 'no /usr/lib/postgresql/*/bin (apt-get install postgresql)';
    return null;
  }
  const admin = new URL(postgresAdminUrl);
  if (!(await listens(Number(admin.port || 5432), admin.hostname))) {
    return `nothing listens at ${admin.host} (PostgreSQL; SCALE_POSTGRES_URL)`;
  }
  return null;
}

async function json(response: Response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${response.status} ${text.slice(0, 200)}`);
  }
}

async function signIn(base: string, email: string, password = TEST_PASSWORD) {
  const response = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, token: (await json(response)).data?.access_token as string };
}

async function staffSignIn(base: string, email: string) {
  const response = await fetch(`${base}/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: TEST_PASSWORD,
      client_id: 'backoffice',
      client_secret: 'backoffice-secret',
      grant_type: 'password',
    }),
  });
  return (await json(response)).data.access_token as string;
}

const auth = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

/** A live socket through the balancer; says which instance holds it. */
async function openLive(base: string, token: string) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/v1/live`);
  const frames: TLiveFrame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as TLiveFrame));
  let heldBy = '';
  // 'upgrade' and 'open' come in one tick: both are listened to before either.
  socket.once('upgrade', (response) => {
    heldBy = String(response.headers['x-served-by']);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'auth', token }));
  const next = async (type: TLiveFrame['type'], timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const index = frames.findIndex((frame) => frame.type === type);
      if (index >= 0) return frames.splice(index, 1)[0];
      await sleep(20);
    }
    throw new Error(`no ${type} frame within ${timeoutMs} ms`);
  };
  await next('ready');
  return { socket, heldBy, next };
}

/** Polls `seen` on every instance until all agree, or the limit passes; the time it took. */
async function everyInstanceWithin(
  instances: readonly Instance[],
  seen: (instance: Instance) => Promise<boolean>,
  limitMs: number,
): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= limitMs) {
    const results = await Promise.all(instances.map(seen));
    if (results.every(Boolean)) return Date.now() - started;
    await sleep(25);
  }
  return null;
}

async function main() {
  const missing = await missingParts();
  if (missing) {
    console.log(`scale test skipped: ${missing}`);
    // npm test's stage passes (the machine lacks a part); the full run is meant to be run.
    process.exit(short ? 0 : 1);
  }
  if (build || !fs.existsSync(path.join(apiDist, 'main.js'))) {
    console.log('building the API (apps/api/dist)');
    const built = spawnSync('npm', ['run', 'build', '-w', '@fitmarket/api'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the API build failed');
  }
  const count = Number(process.env.SCALE_INSTANCES ?? (short ? 2 : 3));
  const postgres = short ? null : await startPostgresCluster();
  const databaseUrl = await createDatabase(
    postgres?.url ?? postgresAdminUrl,
    `fitmarket_scale_${process.pid}`,
  );
  const redis = await startRedis();
  // Pools: N instances × (DB_POOL_MAX + SEARCH_DB_POOL_MAX) straight, or PgBouncer's own pool.
  const bouncer = short ? null : await startPgbouncer(databaseUrl, 20);
  const apiDatabaseUrl = bouncer?.url ?? databaseUrl;
  const mail = await startMailSink();
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: apiDatabaseUrl,
    DATABASE_POOL_MODE: bouncer ? 'transaction' : 'session',
    DB_POOL_MAX: '8',
    SEARCH_DB_POOL_MAX: '4',
    REDIS_URL: redis.url,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    PAYMENTS_PROVIDER: 'test',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'info',
    // A minute's recurring jobs run every second, an hour's every minute; not while speed is
    // measured alone (the availability scan every second would rewrite documents under it).
    JOBS_RECURRING_SPEEDUP: speedOnly ? '1' : '60',
    // Mail retried at least every tenth of the SMTP outage (scale-faults.ts), not 30 minutes.
    JOBS_RETRY_MAX_SECONDS: String(Math.max(5, Math.round(smtpDownSeconds / 10))),
    // A job the killed instance held is taken again soon (scale-faults.ts waits for them).
    JOBS_LEASE_SECONDS: '15',
    // Every sign-in comes from 127.0.0.1 (the fault test signs in a dozen customers); the limit
    // per address, which the attempt-limit check counts, stays.
    AUTH_RATE_LIMIT_PER_IP: '300',
    // The speed part compares warm caches (docs/deploy.md "Speed through the balancer"): kept
    // past its warm-up and load, no answer ages out in the middle of one target's run only.
    // SCALE_CACHE_SECONDS=0 compares them without the answer caches.
    ...(bench || speedOnly
      ? {
          SEARCH_CACHE_SECONDS: process.env.SCALE_CACHE_SECONDS ?? '300',
          PUBLIC_PROFILE_CACHE_SECONDS: process.env.SCALE_CACHE_SECONDS ?? '300',
        }
      : {}),
  };
  const migrateMs = await migrate(env);
  console.log(`release step (npm run migrate) on an empty database: ${migrateMs} ms`);
  const instances: Instance[] = [];
  for (const name of ['a', 'b', 'c'].slice(0, count)) {
    instances.push(await startInstance(name, env));
  }
  const balancer = await startHaproxy(instances);
  const load = os.loadavg()[0]?.toFixed(1);
  // Wall time grows with the machine's load; the CPU a start needs does not. The short form
  // (inside npm test, on a busy machine) reports it without failing on it.
  const starts = instances.map((i) => `${i.name} ${i.startMs} ms (CPU ${i.startCpuMs} ms)`);
  record(
    'instance start',
    short || instances.every((instance) => instance.startMs < 5000),
    `${starts.join(', ')} from spawn to /health, load ${load}`,
  );

  const database = await openPostgres(databaseUrl);
  const db = database.db;
  /** The checks (1–5) and, in the full form, the fault tests. */
  async function checkAndBreak() {
    const [a] = instances as [Instance, ...Instance[]];
    const others = (name: string) => instances.filter((instance) => instance.name !== name);

    // 1. A session made on one instance works on the others.
    const customer = await createUser(db);
    const session = await signIn(a.url, customer.email);
    const meStatuses = await Promise.all(
      others('a').map(
        async (instance) =>
          (await fetch(`${instance.url}/v1/me`, { headers: auth(session.token) })).status,
      ),
    );
    record(
      'session across instances',
      meStatuses.every((status) => status === 200),
      `signed in on a, GET /v1/me on ${others('a')
        .map((i) => i.name)
        .join(', ')}: ${meStatuses.join(', ')}`,
    );

    // 2. A message sent through one instance reaches a live socket held by another.
    const live = await liveMessageAcross(db, balancer.url, instances);
    record(
      'live message across instances',
      live.ms !== null,
      `socket held by ${live.heldBy} through HAProxy, message sent on ${live.sender}: ${live.ms === null ? 'not delivered in 5 s' : `delivered in ${live.ms} ms`}`,
    );

    // 3. Every recurring job runs once per period across the instances.
    const windowStart = Date.now();
    await sleep(short ? 6000 : 12_000);
    record('recurring jobs once per period', ...recurringRuns(instances, windowStart, Date.now()));

    // 4. Unpublish, block and profile change leave every instance's cached answers within 2 s.
    await cacheChecks(db, instances, balancer.url);

    if (!short) {
      // 5. Attempt limits count across instances (AUTH_RATE_LIMIT_PER_ADDRESS, 5 a minute).
      const target = await createUser(db);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const instance = instances[attempt % instances.length] as Instance;
        statuses.push((await signIn(instance.url, target.email, 'Wrong-password-1')).status);
      }
      record(
        'attempt limits across instances',
        statuses.slice(0, 5).every((status) => status === 401) && statuses[5] === 429,
        `6 wrong passwords for one address spread over ${instances.length} instances: ${statuses.join(', ')}`,
      );
      if (!postgres) throw new Error('the full form runs its own PostgreSQL');
      await runFaults({
        instances,
        balancer,
        redis,
        mail,
        env,
        database,
        record,
        smtpDownSeconds,
        postgres,
        signIn: async (email) => (await signIn(balancer.url, email)).token,
        liveAcross: () => liveMessageAcross(db, balancer.url, instances),
        customerToken: session.token,
      });
    }
  }
  if (!speedOnly) await checkAndBreak();
  const speed = bench || speedOnly ? await compareThroughput(db, instances, balancer.url) : null;
  await database.close();
  if (speed) console.log(`\n${speed}`);

  console.log(`\n| check | result | figures |\n|---|---|---|`);
  for (const check of checks) {
    console.log(`| ${check.name} | ${check.ok ? 'passed' : 'FAILED'} | ${check.detail} |`);
  }
  console.log(
    `(logs in ${workDir} until the end; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  );
  return checks.every((check) => check.ok);
}

/**
 * A customer's message sent through one instance to a professional whose live socket (through
 * the balancer) another instance holds: how long it took to arrive, or null.
 */
async function liveMessageAcross(
  db: Database,
  balancerUrl: string,
  instances: readonly Instance[],
) {
  const customer = await createUser(db);
  const customerToken = (await signIn(balancerUrl, customer.email)).token;
  const pro = await createUser(db, { role: 'professional', published: true });
  const proToken = (await signIn(balancerUrl, pro.email)).token;
  const live = await openLive(balancerUrl, proToken);
  const sender = instances.find((instance) => instance.name !== live.heldBy) as Instance;
  const conversation = await json(
    await fetch(`${sender.url}/v1/conversations`, {
      method: 'POST',
      headers: auth(customerToken),
      body: JSON.stringify({ professional_id: pro.id }),
    }),
  );
  const sentAt = Date.now();
  await fetch(`${sender.url}/v1/conversations/${conversation.data.id}/messages`, {
    method: 'POST',
    headers: auth(customerToken),
    body: JSON.stringify({ body: 'Sent on one instance, read on another' }),
  });
  const ms = await live.next('message').then(
    () => Date.now() - sentAt,
    () => null,
  );
  live.socket.close();
  return { heldBy: live.heldBy, sender: sender.name, ms };
}

/** Runs of each recurring job in [from, to] from the instances' logs: one per period. */
function recurringRuns(
  instances: readonly Instance[],
  from: number,
  to: number,
): [boolean, string] {
  const runs = new Map<string, number[]>();
  for (const instance of instances) {
    for (const line of instance.process.output().split('\n')) {
      if (!line.includes('"recurring job run"')) continue;
      const entry = JSON.parse(line) as { time: number; job: string };
      if (entry.time < from || entry.time > to) continue;
      runs.set(entry.job, [...(runs.get(entry.job) ?? []), entry.time]);
    }
  }
  // The minute's jobs (every second at JOBS_RECURRING_SPEEDUP 60).
  const minuteJobs = ['search-availability', 'booking-expiry'];
  const periods = Math.floor((to - from) / 1000);
  const details: string[] = [];
  let ok = runs.size > 0;
  for (const [job, times] of runs) {
    times.sort((x, y) => x - y);
    const closest = Math.min(...times.slice(1).map((time, index) => time - (times[index] ?? 0)));
    const twice = times.length > 1 && closest < 500;
    if (twice || times.length > periods + 1) ok = false;
    if (minuteJobs.includes(job) || twice) {
      details.push(
        `${job} ${times.length} runs in ${periods} periods${twice ? ' (twice in one!)' : ''}`,
      );
    }
  }
  return [ok, details.join('; ') || 'no runs seen'];
}

async function cacheChecks(
  db: Awaited<ReturnType<typeof openPostgres>>['db'],
  instances: readonly Instance[],
  balancerUrl: string,
) {
  const [a] = instances as [Instance];
  const staff = await createUser(db, { role: 'admin' });
  const staffToken = await staffSignIn(a.backofficeUrl, staff.email);
  const people = await Promise.all(
    ['unpublish', 'block', 'profile'].map((kind, index) =>
      createProfessional(db, {
        user: {
          firstName: 'Scale',
          lastName: `Cachetest${kind}`,
          slug: `sc-${kind.slice(0, 5)}-${process.pid}-${index}`,
        },
        specialities: ['pilates'],
        locations: [PLACES.helsinki],
      }),
    ),
  );
  const searchBody = (name: string) =>
    JSON.stringify({ search: name, location: '#', lat: '#', lng: '#', geoLocation: '#' });
  const views = {
    search: async (instance: Instance, name: string) => {
      const response = await fetch(`${instance.url}/v1/professionals/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: searchBody(name),
      });
      return (await response.text()).includes(name);
    },
    suggestions: async (instance: Instance, name: string) => {
      const response = await fetch(
        `${instance.url}/v1/professionals/suggestions?q=${name.slice(0, 9).toLowerCase()}`,
      );
      return (await response.text()).toLowerCase().includes(name.toLowerCase());
    },
    profile: async (instance: Instance, _name: string, slug: string) => {
      const response = await fetch(`${instance.url}/v1/professionals/${slug}`);
      return response.status === 200 ? (await response.text()).includes(_name) : false;
    },
  };
  const landingCount = async (instance: Instance) =>
    (await json(await fetch(`${instance.url}/v1/landing`))).data.stats.professionals as number;
  // Every instance caches every view first (the person is shown).
  for (const person of people) {
    for (const instance of instances) {
      for (const view of Object.values(views)) {
        if (!(await view(instance, person.lastName, person.slug ?? ''))) {
          record('cache warm-up', false, `${person.lastName} not shown on ${instance.name}`);
        }
      }
    }
  }
  const before = await Promise.all(instances.map(landingCount));
  const hidden = (name: string, slug: string) => async (instance: Instance) => {
    const shown = await Promise.all(Object.values(views).map((view) => view(instance, name, slug)));
    return shown.every((seen) => !seen);
  };
  const [unpublished, blocked, edited] = people as [
    (typeof people)[number],
    (typeof people)[number],
    (typeof people)[number],
  ];

  // Unpublish by the professional, through the balancer.
  const proToken = (await signIn(balancerUrl, unpublished.email)).token;
  const unpublishResponse = await fetch(`${balancerUrl}/v1/me/professional/unpublish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${proToken}` },
  });
  const unpublishMs = await everyInstanceWithin(
    instances,
    hidden(unpublished.lastName, unpublished.slug ?? ''),
    INVALIDATION_LIMIT_MS,
  );
  const landingMs = await everyInstanceWithin(
    instances,
    async (instance) => (await landingCount(instance)) < (before[0] ?? 0),
    INVALIDATION_LIMIT_MS,
  );
  record(
    'unpublish leaves every cache',
    unpublishResponse.ok && unpublishMs !== null && landingMs !== null,
    `unpublish ${unpublishResponse.status}; search, suggestions, profile gone on all in ${unpublishMs ?? '> 2000'} ms; landing count down in ${landingMs ?? '> 2000'} ms`,
  );

  // Block by staff on the back-office listener of one instance.
  const blockResponse = await fetch(`${a.backofficeUrl}/v1/admin/users/block`, {
    method: 'POST',
    headers: auth(staffToken),
    body: JSON.stringify({
      id: blocked.id,
      reason: 'Scale test: blocked to see every cache drop it.',
    }),
  });
  const blockMs = await everyInstanceWithin(
    instances,
    hidden(blocked.lastName, blocked.slug ?? ''),
    INVALIDATION_LIMIT_MS,
  );
  record(
    'block leaves every cache',
    blockResponse.ok && blockMs !== null,
    `block ${blockResponse.status}; search, suggestions, profile gone on all in ${blockMs ?? '> 2000'} ms`,
  );

  // A profile change (a new last name) by the professional, through one instance.
  const editToken = (await signIn(a.url, edited.email)).token;
  const own = (await json(await fetch(`${a.url}/v1/me/professional`, { headers: auth(editToken) })))
    .data;
  const renamed = 'Renamedscale';
  const basic = {
    first_name: own.first_name,
    last_name: renamed,
    slug: own.slug,
    description: own.description || 'Pilates for every body, in Helsinki.',
    description_fi: own.description_fi ?? null,
    long_description:
      own.long_description || 'Pilates lessons for beginners and the experienced alike.',
    long_description_fi: own.long_description_fi ?? null,
    birth_date: own.birth_date ?? null,
    gender: own.gender ?? null,
    currency: own.currency ?? 'eur',
    languages: own.languages ?? ['fi'],
    speciality_ids: own.speciality_ids,
    header_video_url: own.header_video_url ?? null,
  };
  const editResponse = await fetch(`${a.url}/v1/me/professional/basic`, {
    method: 'PUT',
    headers: auth(editToken),
    body: JSON.stringify(basic),
  });
  const editMs = await everyInstanceWithin(
    instances,
    async (instance) =>
      (await views.profile(instance, renamed, edited.slug ?? '')) &&
      (await views.search(instance, renamed)) &&
      !(await views.search(instance, edited.lastName)),
    INVALIDATION_LIMIT_MS,
  );
  record(
    'profile change reaches every cache',
    editResponse.ok && editMs !== null,
    `edit ${editResponse.status}${editResponse.ok ? '' : ` ${(await editResponse.text()).slice(0, 120)}`}; new name in profile and search on all in ${editMs ?? '> 2000'} ms`,
  );
}

main()
  .then(async (ok) => {
    await cleanUp({ keepLogs: !ok });
    if (!ok) console.error(`(logs kept in ${workDir})`);
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanUp({ keepLogs: true });
    console.error(`(logs kept in ${workDir})`);
    process.exit(1);
  });

// The scale test's fault part (scale-test.ts, full form): under a steady load through the
// balancer, one instance is killed with SIGKILL amid writes (then the invariants are counted),
// Redis is stopped for 30 s, SMTP for SCALE_SMTP_DOWN_SECONDS and PostgreSQL is restarted;
// the figures go into the results table (docs/deploy.md "Faults survived").
import autocannon from 'autocannon';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/rows';
import { availabilitySettings, professionalServices, services } from '../apps/api/src/db/schema';
import { createUser } from '../apps/api/test/helpers/users';
import {
  type Instance,
  type Process,
  sleep,
  startInstance,
  startMailSink,
  type startPostgresCluster,
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
  /** The throw-away cluster the instances use (through PgBouncer), for the restart. */
  postgres: Awaited<ReturnType<typeof startPostgresCluster>>;
  /** A token for `email` (signed in through the balancer). */
  signIn(email: string): Promise<string>;
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
  await restartPostgres(context);
}

const HOUR_MS = 3_600_000;

/** What a writer heard: stored (2xx/3xx), refused (4xx: nothing stored), or unknown. */
interface Heard {
  ok: number;
  refused: number;
  /** No answer or a 5xx from the balancer: stored at most once, the sender cannot know. */
  unknown: number;
  /** When each try ended and whether it was stored (the restart's timeline). */
  log: { at: number; ok: boolean }[];
}

/**
 * One write after another through the balancer until `stop()`: `step(n)` makes the n-th and
 * says whether it was answered as stored, refused or not answered.
 */
function steadily(step: (n: number) => Promise<'ok' | 'refused' | 'unknown'>, pauseMs: number) {
  let running = true;
  const heard: Heard = { ok: 0, refused: 0, unknown: 0, log: [] };
  const loop = (async () => {
    for (let n = 0; running; n += 1) {
      const outcome = await step(n).catch(() => 'unknown' as const);
      heard[outcome] += 1;
      heard.log.push({ at: Date.now(), ok: outcome === 'ok' });
      await sleep(pauseMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return heard;
    },
  };
}

const outcomeOf = (response: Response | null, stored: number[]) =>
  response && stored.includes(response.status)
    ? ('ok' as const)
    : response && response.status < 500
      ? ('refused' as const)
      : ('unknown' as const);

async function post(url: string, token: string | null, body: object) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  }).catch(() => null);
}

/** A fixture made through the API before the load: its answer's data, or an error. */
async function setUp<T>(url: string, token: string, body: object): Promise<T> {
  const response = await post(url, token, body);
  if (!response?.ok) throw new Error(`${url}: ${response?.status} ${await response?.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Messages from one customer to a new professional (under 30 a minute: the send limit). */
async function messageWriter(context: FaultContext, pauseMs: number) {
  const pro = await createUser(context.database.db, { role: 'professional', published: true });
  const opened = await setUp<{ id: number }>(
    `${context.balancer.url}/v1/conversations`,
    context.customerToken,
    { professional_id: pro.id },
  );
  const conversation = opened.id;
  const writer = steadily(async (n) => {
    const url = `${context.balancer.url}/v1/conversations/${conversation}/messages`;
    return outcomeOf(await post(url, context.customerToken, { body: `Under load ${n}` }), [201]);
  }, pauseMs);
  return { conversation, writer };
}

/**
 * Booking requests through the balancer: ten customers (BOOKING_REQUESTS_PER_HOUR each) ask
 * one professional without fixed hours for an hour each, an online service that is confirmed
 * at once taking turns with one that waits for an answer.
 */
async function bookingWriter(context: FaultContext) {
  const { db } = context.database;
  const pro = await createUser(db, { role: 'professional', published: true });
  await db.insert(availabilitySettings).values({ userId: pro.id, fixedHours: false });
  const [catalogueService] = await db.select({ id: services.id }).from(services).limit(1);
  const offered = await db
    .insert(professionalServices)
    .values(
      [true, false].map((instantBooking) => ({
        userId: pro.id,
        serviceId: catalogueService?.id ?? 0,
        priceMinor: 5000,
        durationMinutes: 60,
        online: true,
        instantBooking,
      })),
    )
    .returning({ id: professionalServices.id });
  const customers = await Promise.all(
    Array.from({ length: 10 }, async () => context.signIn((await createUser(db)).email)),
  );
  // Whole hours from three days on, one each: none overlaps another.
  const first = Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 72 * HOUR_MS;
  const writer = steadily(async (n) => {
    const response = await post(
      `${context.balancer.url}/v1/bookings`,
      customers[n % customers.length] ?? '',
      {
        professional_id: pro.id,
        service_id: offered[n % 2]?.id,
        location_id: null,
        starts_at: new Date(first + n * HOUR_MS).toISOString(),
        duration_minutes: 60,
        note: `Under load ${n}`,
      },
    );
    return outcomeOf(response, [201]);
  }, 100);
  return { professionalId: pro.id, writer };
}

/**
 * Search campaigns bought through the balancer: each created (with its pending payment) and
 * paid on the test provider's checkout, one after another.
 */
async function paymentWriter(context: FaultContext, buyerToken: string) {
  let paid = 0;
  const writer = steadily(async (n) => {
    const created = await post(`${context.balancer.url}/v1/me/campaigns/search`, buyerToken, {
      keywords: [`faultload${n}x${process.pid}`],
      budget_minor: 1000,
    });
    if (created?.status !== 201) return outcomeOf(created, [201]);
    const checkout = ((await created.json()) as { data: { checkout_url: string } }).data;
    const choice = await fetch(
      `${context.balancer.url}${new URL(checkout.checkout_url).pathname}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=pay',
        redirect: 'manual',
      },
    ).catch(() => null);
    if (choice?.status === 303) paid += 1;
    return outcomeOf(choice, [303]);
  }, 100);
  return { writer, paidAnswered: () => paid };
}

/** A paid, approved campaign of 500 impressions, counted by new viewers through the balancer. */
async function impressionLoad(context: FaultContext, buyerToken: string, seconds: number) {
  const { campaign, checkout_url } = await setUp<{
    campaign: { id: number };
    checkout_url: string;
  }>(`${context.balancer.url}/v1/me/campaigns/search`, buyerToken, {
    keywords: [`faultcount${process.pid}`],
    budget_minor: 1000,
  });
  await fetch(`${context.balancer.url}${new URL(checkout_url).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=pay',
    redirect: 'manual',
  });
  await until(async () => {
    const [row] = await queryRows<{ paid: boolean }>(
      context.database.db,
      sql`select paid_at is not null as paid from campaigns where id = ${campaign.id}`,
    );
    return Boolean(row?.paid);
  }, 20_000);
  // Staff approval is the back office's (tested there); here it is a fixture.
  await queryRows(
    context.database.db,
    sql`update campaigns set approved = true, decided_at = now() where id = ${campaign.id} returning id`,
  );
  let viewer = 0;
  const load = new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${context.balancer.url}/v1/campaigns/impressions`,
        method: 'POST',
        connections: 4,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              viewer += 1;
              return {
                ...request,
                body: JSON.stringify({ items: [{ type: 'search', id: campaign.id }] }),
                headers: {
                  'content-type': 'application/json',
                  'user-agent': `fault-viewer-${viewer}`,
                  // An address of its own for each viewer (the cap per address is 20 a day).
                  'x-forwarded-for': `10.${(viewer >> 16) & 255}.${(viewer >> 8) & 255}.${viewer & 255}`,
                },
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return { campaignId: campaign.id, load };
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(250);
  }
  return false;
}

/**
 * The jobs the writes queued (their e-mails, notices and payment outcomes) have all run: a job
 * the killed instance held comes back once its lease (JOBS_LEASE_SECONDS) passes.
 */
async function jobsSettled(database: DatabaseHandle, timeoutMs: number) {
  const started = Date.now();
  const settled = await until(async () => {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where status in ('queued', 'running')
        and name in ('booking-mail', 'booking-notice', 'payment-outcome')`,
    );
    return row?.n === 0;
  }, timeoutMs);
  return settled ? Date.now() - started : null;
}

/**
 * SIGKILL one instance under load while customers book, send messages, buy and pay for
 * campaigns and viewers count impressions: afterwards every write that was answered is there
 * once, nothing answered as failed is half there, and every invariant below holds.
 */
async function killOneInstance(context: FaultContext) {
  const { instances, balancer, env, database, record } = context;
  const victim = instances[instances.length - 1] as Instance;
  const buyer = await createUser(database.db, { role: 'professional', published: true });
  const buyerToken = await context.signIn(buyer.email);
  const messaging = await messageWriter(context, 350);
  const booking = await bookingWriter(context);
  const paying = await paymentWriter(context, buyerToken);
  const counting = await impressionLoad(context, buyerToken, 10);
  let inFlight: string[] = [];
  const result = await underLoad(balancer.url, 10, async () => {
    await sleep(3000);
    inFlight = await killDuringWrites(victim);
  });
  const sent = await messaging.writer.stop();
  const booked = await booking.writer.stop();
  const bought = await paying.writer.stop();
  const views = await counting.load;
  const settledMs = await jobsSettled(database, 60_000);
  const [stored] = await queryRows<{
    messages: number;
    bookings: number;
    campaigns: number;
    paid: number;
    counted: number;
    rows: number;
    paid_impressions: number;
  }>(
    database.db,
    sql`select
      (select count(*)::int from messages where conversation_id = ${messaging.conversation}) as messages,
      (select count(*)::int from bookings where professional_id = ${booking.professionalId}) as bookings,
      (select count(*)::int from campaigns where user_id = ${buyer.id} and id <> ${counting.campaignId}) as campaigns,
      (select count(*)::int from payments where buyer_id = ${buyer.id} and status = 'paid'
        and target_id <> ${counting.campaignId}) as paid,
      (select coalesce(sum(counted), 0)::int from campaign_counter_slots where campaign_id = ${counting.campaignId}) as counted,
      (select count(*)::int from campaign_impressions where campaign_id = ${counting.campaignId}) as rows,
      (select impressions_paid from campaigns where id = ${counting.campaignId}) as paid_impressions`,
  );
  const broken = await integrity(database);
  const brokenTotal = broken.reduce((sum, check) => sum + check.rows, 0);
  const lost = failed(result);
  const within = (heard: Heard, n: number | undefined) =>
    n !== undefined && n >= heard.ok && n <= heard.ok + heard.unknown;
  const paidAnswered = paying.paidAnswered();
  const impressionsOk =
    stored !== undefined &&
    stored.counted === stored.rows &&
    stored.counted <= stored.paid_impressions;
  record(
    'SIGKILL one instance under load',
    lost <= 10 &&
      brokenTotal === 0 &&
      settledMs !== null &&
      within(sent, stored?.messages) &&
      within(booked, stored?.bookings) &&
      (stored?.paid ?? -1) >= paidAnswered &&
      (stored?.paid ?? Infinity) <= paidAnswered + bought.unknown &&
      impressionsOk,
    `killed with ${inFlight.length} writes in flight on it (${inFlight.join(', ') || 'none seen'}); ` +
      `${result.requests.total} reads in 10 s, ${lost} failed (the 10 connections' in-flight ones at most), p97.5 ${result.latency.p97_5} ms; ` +
      `meanwhile through the balancer: messages ${heard(sent)}, ${stored?.messages} stored; ` +
      `booking requests ${heard(booked)}, ${stored?.bookings} stored; ` +
      `campaigns bought and paid ${heard(bought)} (${paidAnswered} paid answered), ${stored?.campaigns} campaigns and ${stored?.paid} paid payments stored; ` +
      `impressions ${views.requests.total} asked (${failed(views)} failed), ${stored?.counted} counted = ${stored?.rows} rows, ${stored?.paid_impressions} paid; ` +
      `jobs settled ${settledMs === null ? 'NOT within 60 s' : `${settledMs} ms after the load`}; ` +
      `${brokenTotal} broken rows over ${broken.length} invariants${
        brokenTotal > 0
          ? ` (${broken
              .filter((check) => check.rows > 0)
              .map((check) => `${check.name}: ${check.rows}`)
              .join(', ')})`
          : ''
      }`,
  );
  // The instance comes back as a new process on its ports, as an orchestrator would start it,
  // and the balancer takes it back once its health checks pass.
  const replacement = await startInstance(victim.name, env, victim);
  instances[instances.length - 1] = replacement;
  await sleep(1500);
}

/** The writes whose half-done state the kill must not leave behind. */
const WRITE =
  /^\/v1\/(bookings|conversations\/\d+\/messages|me\/campaigns\/search|payments\/test-checkout\/|campaigns\/impressions)/;

/**
 * SIGKILL `victim` at a moment its log shows writes begun and not answered ("incoming request"
 * without "request completed"), of two kinds if that comes within 3 s, else of one (5 s at
 * most, then regardless): the writes open at the kill.
 */
function killDuringWrites(victim: Instance): Promise<string[]> {
  const open = new Map<string, string>();
  const started = Date.now();
  return new Promise((resolve) => {
    const kill = () => {
      victim.process.child.kill('SIGKILL');
      stopFollowing();
      clearTimeout(timer);
      resolve([...open.values()]);
    };
    let partial = '';
    const watch = (text: string) => {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        // The first chunk may start inside a line.
        if (!line.startsWith('{') || !line.includes('"reqId"')) continue;
        const entry = JSON.parse(line) as {
          reqId: string;
          msg: string;
          req?: { method: string; url: string };
        };
        const url = entry.req?.url ?? '';
        if (entry.msg === 'incoming request' && entry.req?.method === 'POST' && WRITE.test(url)) {
          open.set(entry.reqId, `POST ${url.replace(/\/[\w-]{20,}$/, '/…')}`);
        } else if (entry.msg === 'request completed') open.delete(entry.reqId);
      }
      const kinds = new Set([...open.values()].map((write) => write.split('/')[2]));
      if (kinds.size >= 2 || (kinds.size === 1 && Date.now() - started > 3000)) kill();
    };
    const timer = setTimeout(kill, 5000);
    const stopFollowing = victim.process.follow(watch);
  });
}

const heard = (writer: Heard) =>
  `${writer.ok} answered as stored, ${writer.refused} refused (4xx), ${writer.unknown} unanswered`;

/**
 * What a half-written change would leave, each counted over the whole database (every row the
 * scale test wrote): each must be 0. From the schema's promises (apps/api/src/db/schema): a
 * booking, its jobs and (once they ran) its inline message and notification stand together; a
 * payment moves only with an event, a paid one has its receipt and its outcome job, a campaign
 * is paid exactly when its payment is; counters equal their rows and stay within what was paid.
 */
const INVARIANTS: Record<string, SQL> = {
  'messages without their conversation': sql`select count(*) from messages m where not exists
    (select 1 from conversations c where c.id = m.conversation_id)`,
  // The time is copied through JavaScript (milliseconds) from the message's (microseconds).
  'conversations older than their last message': sql`select count(*) from conversations c
    where c.last_message_at < (select date_trunc('milliseconds', max(m.created_at)) from messages m
      where m.conversation_id = c.id)`,
  'ratings off their reviews': sql`select count(*) from users u where u.rating_count <>
    (select count(*) from reviews r where r.professional_id = u.id and r.hidden_at is null)`,
  'bookings without their e-mail and notice jobs': sql`select count(*) from bookings b
    where b.customer_id is not null and (select count(*) from jobs j where j.dedupe_key in (
      'booking-mail:' || b.id || ':requested:1', 'booking-mail:' || b.id || ':confirmed:1',
      'booking-notice:' || b.id || ':requested:1', 'booking-notice:' || b.id || ':confirmed:1')) <> 2`,
  'bookings without their message in the conversation': sql`select count(*) from bookings b
    where b.customer_id is not null and not exists (select 1 from messages m
      where m.booking_id = b.id and m.kind = 'booking')`,
  'bookings without their notification': sql`select count(*) from bookings b
    where b.customer_id is not null and not exists (select 1 from notifications n
      where n.data ->> 'booking_id' = b.id::text)`,
  'payments without their created event': sql`select count(*) from payments p where not exists
    (select 1 from payment_events e where e.payment_id = p.id and e.kind = 'created')`,
  'payments off their last event': sql`select count(*) from payments p where p.status is distinct from
    (select e.to_status from payment_events e where e.payment_id = p.id order by e.id desc limit 1)`,
  'payments paid without a receipt, or a receipt unpaid': sql`select count(*) from payments p
    where (p.status in ('paid', 'partially_refunded', 'refunded')) <> exists
      (select 1 from receipts r where r.payment_id = p.id and r.kind = 'receipt')`,
  'paid payments without their outcome job': sql`select count(*) from payments p
    where p.status = 'paid' and not exists (select 1 from jobs j where j.name = 'payment-outcome'
      and (j.payload ->> 'paymentId')::int = p.id and j.payload ->> 'status' = 'paid')`,
  'bought campaigns without their payment': sql`select count(*) from campaigns c
    where c.price_minor > 0 and not exists (select 1 from payments p where p.id = c.payment_id
      and p.purpose = 'campaign' and p.target_id = c.id and p.amount_minor = c.price_minor)`,
  'campaigns paid off their payment': sql`select count(*) from campaigns c join payments p
    on p.id = c.payment_id where (c.paid_at is not null) <> (p.status in ('paid', 'partially_refunded', 'refunded'))`,
  'campaigns granted past their paid impressions': sql`select count(*) from campaigns c
    where c.placement <> 'profile' and c.impressions_granted > c.impressions_paid`,
  'campaigns granted off their counter slots': sql`select count(*) from campaigns c
    where c.placement <> 'profile' and c.impressions_granted <>
      coalesce((select sum(s.granted) from campaign_counter_slots s where s.campaign_id = c.id), 0)`,
  'impression counts off their rows': sql`select count(*) from campaigns c
    where coalesce((select sum(s.counted) from campaign_counter_slots s where s.campaign_id = c.id), 0)
      <> (select count(*) from campaign_impressions i where i.campaign_id = c.id)`,
  'click counts off their rows': sql`select count(*) from campaigns c where c.clicks_counted <>
    (select count(*) from campaign_clicks k where k.campaign_id = c.id)`,
};

/** Each invariant's broken rows. */
async function integrity(database: DatabaseHandle) {
  return Promise.all(
    Object.entries(INVARIANTS).map(async ([name, query]) => {
      const [row] = await queryRows<{ n: number }>(database.db, sql`select (${query})::int as n`);
      return { name, rows: row?.n ?? -1 };
    }),
  );
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
 * PostgreSQL restarted for real (pg_ctl stop -m fast, then start) under load while a customer
 * writes messages: requests that need the database fail only while it is away, and the pools
 * (the instances' and PgBouncer's) reconnect by themselves, no instance restarted.
 */
async function restartPostgres(context: FaultContext) {
  const { instances, balancer, postgres, record } = context;
  const messaging = await messageWriter(context, 700);
  // One read after another, for when reads failed (autocannon counts only how many).
  const reads = steadily(async () => {
    const response = await fetch(`${balancer.url}/v1/landing`).catch(() => null);
    return outcomeOf(response, [200]);
  }, 50);
  let restart = { stoppedAt: 0, stopMs: 0, upAt: 0 };
  const during = await underLoad(balancer.url, 15, async () => {
    await sleep(4000);
    restart = await postgres.restart();
  });
  const written = await messaging.writer.stop();
  const read = await reads.stop();
  const readFailures = read.log.filter((entry) => !entry.ok).map((entry) => entry.at);
  const readWindow =
    readFailures.length === 0
      ? 'none failed'
      : `${readFailures.length} of ${read.log.length} failed, from ${Math.min(...readFailures) - restart.stoppedAt} to ${Math.max(...readFailures) - restart.stoppedAt} ms after the stop began`;
  // Writes that failed after the server was up again: the pools' own recovery time.
  const failedAfter = written.log.filter((entry) => !entry.ok && entry.at > restart.upAt);
  const lastFailure = failedAfter.at(-1)?.at;
  const failedWhileDown = written.log.filter(
    (entry) => !entry.ok && entry.at >= restart.stoppedAt && entry.at <= restart.upAt,
  ).length;
  const after = await underLoad(balancer.url, 5, async () => {});
  // A request each instance must take to the database (suggestions for a fresh word).
  const statuses = await Promise.all(
    instances.map(async (instance) => {
      const response = await fetch(
        `${instance.url}/v1/professionals/suggestions?q=fresh${Date.now()}`,
      );
      return response.status;
    }),
  );
  const restarted = instances.filter((instance) => instance.process.child.exitCode !== null);
  record(
    'PostgreSQL restarted under load (pg_ctl stop -m fast, start)',
    statuses.every((status) => status === 200) &&
      restarted.length === 0 &&
      failed(after) === 0 &&
      written.ok > 0 &&
      // Reads fail only while it restarts: the balancer's health checks (rise 2 × 500 ms) and
      // PgBouncer's login retry (1 s) take them back within seconds of its return.
      readFailures.every((at) => at - restart.upAt < 5000),
    `down ${restart.upAt - restart.stoppedAt} ms (stop ${restart.stopMs} ms) 4 s into 15 s of load: ${during.requests.total} requests, ${failed(during)} failed; ` +
      `one-by-one reads of /v1/landing: ${readWindow}; ` +
      `messages meanwhile ${heard(written)}: ${failedWhileDown} failed while it was down, ${failedAfter.length} after it was up${lastFailure ? ` (the last ${lastFailure - restart.upAt} ms after)` : ''}; ` +
      `the next 5 s: ${after.requests.total} requests, ${failed(after)} failed; every instance answers from the database (${statuses.join(', ')}), none restarted`,
  );
}

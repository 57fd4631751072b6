// Requests/s and p50/p95/p99 latency over HTTP for /health, the landing data, a public profile
// (its data, its server-rendered HTML and its Social tab of 20 imported posts) and /v1/me (plus
// sign-in, whose argon2id check is slow on purpose), with 100,000 generated professionals.
// `npm run bench` on PGlite; `DATABASE_URL=postgres://… npm run bench` on PostgreSQL (the
// database gets filled: give it one of its own). Settings: BENCH_PROFESSIONALS (100000),
// BENCH_CONNECTIONS (50), BENCH_DURATION (10 s per request), BENCH_DATA_DIR (keep PGlite's data).
import os from 'node:os';
import { planMarketplace } from '../apps/api/src/demo/plan-marketplace';
import { DEMO_PASSWORD } from '../apps/api/src/demo/seed';
import { type LoadResult, load, startBenchServer, table } from './support';

/** The landing data must serve at least this share of what /health serves (issue 6). */
const LANDING_TARGET = 0.4;

/** A public profile, its data and its server-rendered HTML (issue 7). */
const PROFILE_P95_MS = 20;
const PROFILE_RPS = 1500;

/** The slug of a listed professional halfway through the generated ones (sitemap order). */
async function middleProfessionalSlug(url: string): Promise<string> {
  const index = await (await fetch(`${url}/sitemap.xml`)).text();
  const files = [...index.matchAll(/sitemap-professionals-(\d+)\.xml/g)].map((m) => m[1]);
  const middle = files[Math.floor(files.length / 2)] ?? '1';
  const sitemap = await (await fetch(`${url}/sitemap-professionals-${middle}.xml`)).text();
  const slugs = [...sitemap.matchAll(/<loc>[^<]*\/professionals\/([^<]+)<\/loc>/g)].map(
    (m) => m[1],
  );
  const slug = slugs[Math.floor(slugs.length / 2)];
  if (!slug) throw new Error('no listed professional in the sitemap');
  return slug;
}

const server = await startBenchServer();
try {
  const [customer] = planMarketplace(new Date()).customers;
  if (!customer) throw new Error('the demo has no customers');
  const credentials = JSON.stringify({ email: customer.email, password: DEMO_PASSWORD });
  const json = { 'content-type': 'application/json' };
  const signIn = await fetch(`${server.url}/v1/auth/login`, {
    method: 'POST',
    headers: json,
    body: credentials,
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const token = ((await signIn.json()) as { data: { access_token: string } }).data.access_token;

  const results: LoadResult[] = [];
  const measure = async (...args: Parameters<typeof load>) => {
    results.push(await load(...args));
  };
  await measure('GET /health', `${server.url}/health`);
  await measure('GET /v1/landing (en)', `${server.url}/v1/landing`, {
    headers: { 'accept-language': 'en' },
  });
  await measure('GET /v1/landing (fi)', `${server.url}/v1/landing`, {
    headers: { 'accept-language': 'fi' },
  });
  // A generated professional from the middle of the table, not one the landing page warms up.
  const slug = await middleProfessionalSlug(server.url);
  await measure('GET /v1/professionals/{slug}', `${server.url}/v1/professionals/${slug}`, {
    headers: { 'accept-language': 'fi' },
  });
  await measure('GET /professionals/{slug} (HTML)', `${server.url}/professionals/${slug}`);
  // Its Social tab: 20 imported posts each, read from our own tables (issue 20).
  await measure(
    'GET /v1/professionals/{slug}/social',
    `${server.url}/v1/professionals/${slug}/social`,
  );
  await measure('GET /v1/me', `${server.url}/v1/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await measure('POST /v1/auth/login', `${server.url}/v1/auth/login`, {
    method: 'POST',
    headers: json,
    body: credentials,
    connections: 4,
  });

  const [health, landing, , profile, profileHtml, social] = results;
  const share = (landing?.requestsPerSecond ?? 0) / (health?.requestsPerSecond ?? 1);
  console.log(
    `\n${server.database}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ` +
      `Node ${process.version}\n\n${table(results)}\n\n` +
      `landing/health: ${(share * 100).toFixed(0)}% (target ${LANDING_TARGET * 100}%: ` +
      `${share >= LANDING_TARGET ? 'met' : 'NOT met'})\n` +
      [profile, profileHtml, social]
        .map(
          (r) =>
            `${r?.label}: p95 ${r?.p95.toFixed(1)} ms (target < ${PROFILE_P95_MS} ms), ` +
            `${r?.requestsPerSecond.toFixed(0)} req/s (target ≥ ${PROFILE_RPS}): ` +
            `${r && r.p95 < PROFILE_P95_MS && r.requestsPerSecond >= PROFILE_RPS ? 'met' : 'NOT met'}`,
        )
        .join('\n'),
  );
} finally {
  await server.close();
}

// The scale test's speed part (`npm run scale-test -- --bench`): the profile read and the search
// mix on one instance alone, then through HAProxy in front of every instance, on the same
// database filled with generated professionals, the load from wrk (docs/deploy.md "Speed through
// the balancer").
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/rows';
import { refreshStaleAvailability } from '../apps/api/src/search/availability';
import {
  ensureSearchDocuments,
  reorderSearchDocuments,
} from '../apps/api/src/search/search-document';
import { generateMarketplace } from './generate';
import type { Instance } from './scale-cluster';
import { queryMix, searchBody } from './search-mix';
import { BROWSER_USER_AGENT, type LoadResult, table } from './support';
import { type WrkRequest, wrkLoad } from './wrk';

const PROFESSIONALS = Number(process.env.SCALE_BENCH_PROFESSIONALS ?? 2000);
/**
 * Clients at once: enough to keep three instances busy (at 20, each instance holds about seven
 * and waits between them, so the comparison measures latency rather than what the cluster
 * serves; docs/deploy.md "Speed through the balancer" has both).
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);

export async function compareThroughput(
  db: Database,
  instances: readonly Instance[],
  balancerUrl: string,
): Promise<string> {
  await generateMarketplace(db, PROFESSIONALS);
  if ((await ensureSearchDocuments(db)) > 0) await reorderSearchDocuments(db);
  // Their free slots now, as the availability job would within minutes: otherwise its batches
  // rewrite documents (and drop every instance's cached answers) while the load runs.
  while ((await refreshStaleAvailability(db)) > 0) {}
  const slugs = (
    await queryRows<{ slug: string }>(
      db,
      sql`select u.slug from search_documents d join users u on u.id = d.user_id where u.slug is not null`,
    )
  ).map((row) => row.slug);
  const mix = queryMix().slice(0, 5000);
  // As the browser asks (its fetch always offers compression): kept answers go compressed; and
  // as a browser, so the searches are logged and counted as a visitor's are.
  const browser = {
    'accept-encoding': 'gzip, deflate, br, zstd',
    'user-agent': BROWSER_USER_AGENT,
  };
  const profileReads: WrkRequest[] = slugs.map((slug) => ({
    method: 'GET',
    path: `/v1/professionals/${slug}`,
    headers: browser,
  }));
  const searches: WrkRequest[] = mix.map((query) => ({
    method: 'POST',
    path: '/v1/professionals/search',
    headers: { ...browser, 'content-type': 'application/json' },
    body: searchBody(query),
  }));
  const results: LoadResult[] = [];
  const loads: string[] = [];
  const targets = [
    { label: 'one instance', url: (instances[0] as Instance).url, behind: instances.slice(0, 1) },
    { label: `HAProxy, ${instances.length} instances`, url: balancerUrl, behind: instances },
  ];
  for (const target of targets) {
    for (const [name, requests] of [
      ['profile read', profileReads],
      ['search mix', searches],
    ] as const) {
      // Each instance behind the target answers every request once just before the load: the
      // steady state is compared, each answer cache as warm as the lone instance's (otherwise
      // the lone instance runs warm from its own first seconds and the others cold).
      // All at once: one after another, the first's answers would near their cache's end.
      await Promise.all(target.behind.map((instance) => warm(instance.url, requests)));
      results.push(
        await wrkLoad(`${name}, ${target.label}`, target.url, requests, {
          connections: CONNECTIONS,
        }),
      );
    }
    loads.push(
      `${target.label}: load ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
  }
  return `${table(results)}\n\n${slugs.length} listed professionals; ${loads.join('; ')}`;
}

/** Sends every request once, a few at a time, each answered before the next (warm-up). */
async function warm(url: string, requests: readonly WrkRequest[], concurrency = 8) {
  let next = 0;
  async function worker() {
    for (let index = next++; index < requests.length; index = next++) {
      const request = requests[index] as WrkRequest;
      const answer = await fetch(`${url}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      await answer.arrayBuffer();
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
}

// The scale test's speed part (`npm run scale-test -- --bench`): the profile read and the search
// mix on one instance alone, then through HAProxy in front of every instance, on the same
// database filled with generated professionals (docs/deploy.md "Speed through the balancer").
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/rows';
import { ensureSearchDocuments } from '../apps/api/src/search/search-document';
import { generateMarketplace } from './generate';
import type { Instance } from './scale-cluster';
import { queryMix, searchBody } from './search-mix';
import { type LoadResult, load, table } from './support';

const PROFESSIONALS = Number(process.env.SCALE_BENCH_PROFESSIONALS ?? 2000);

export async function compareThroughput(
  db: Database,
  instances: readonly Instance[],
  balancerUrl: string,
): Promise<string> {
  await generateMarketplace(db, PROFESSIONALS);
  await ensureSearchDocuments(db);
  const slugs = (
    await queryRows<{ slug: string }>(
      db,
      sql`select u.slug from search_documents d join users u on u.id = d.user_id where u.slug is not null`,
    )
  ).map((row) => row.slug);
  const mix = queryMix().slice(0, 5000);
  const results: LoadResult[] = [];
  const loads: string[] = [];
  const targets = [
    { label: 'one instance', url: (instances[0] as Instance).url },
    { label: `HAProxy, ${instances.length} instances`, url: balancerUrl },
  ];
  for (const target of targets) {
    let read = 0;
    results.push(
      await load(`profile read, ${target.label}`, target.url, {
        connections: 20,
        next: () => ({ path: `/v1/professionals/${slugs[read++ % slugs.length]}` }),
      }),
    );
    let searched = 0;
    results.push(
      await load(`search mix, ${target.label}`, target.url, {
        method: 'POST',
        connections: 20,
        headers: { 'content-type': 'application/json' },
        next: () => ({
          path: '/v1/professionals/search',
          body: searchBody(mix[searched++ % mix.length] as (typeof mix)[number]),
        }),
      }),
    );
    loads.push(
      `${target.label}: load ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
  }
  return `${table(results)}\n\n${slugs.length} listed professionals; ${loads.join('; ')}`;
}

// Two builds of the search, compared on one machine (issue 22): this machine's speed wanders by
// 15 % from one run to the next, more than most changes, so a change is measured against the
// code before it in turns, each started afresh on the same filled database. The other build is
// a git worktree of an earlier commit:
//
//   git worktree add ../before <commit> && ln -s "$PWD/node_modules" ../before/node_modules
//   DATABASE_URL=postgres://… SEARCH_CACHE_SECONDS=0 AB_BEFORE=../before npm run bench:search-ab -w @fitmarket/bench
//
// The database must have been filled by `npm run bench:search` first (same DATABASE_URL, or
// BENCH_DATA_DIR for PGlite). AB_ROUNDS (2) turns of both builds, each the search loads of
// search.bench.ts that issue 22's targets name: both mixes at 20 clients, the Zipf mix at one.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distinctMix, queryMix, searchBody } from './search-mix';
import type { ServerReady } from './server';
import { type LoadResult, load, table } from './support';

const before = process.env.AB_BEFORE;
if (!before) throw new Error('AB_BEFORE is required: the checkout of the build to compare with');
if (!process.env.DATABASE_URL && !process.env.BENCH_DATA_DIR) {
  throw new Error(
    'DATABASE_URL or BENCH_DATA_DIR is required: the database search.bench.ts filled',
  );
}
// On PostgreSQL the servers still want a folder (uploads); a temporary one, removed at the end.
const temporary = process.env.BENCH_DATA_DIR
  ? undefined
  : fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-ab-'));
const dataDir = process.env.BENCH_DATA_DIR ?? temporary;
const rounds = Number(process.env.AB_ROUNDS ?? 2);
const builds = [
  { label: 'before', root: path.resolve(before) },
  { label: 'this', root: path.resolve(import.meta.dirname, '..') },
];

/** The build's bench server, started from its own checkout (its own code, this database). */
async function startServer(root: string) {
  const child = fork(path.join(root, 'bench/server.ts'), {
    cwd: root,
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    execArgv: ['--import', 'tsx'],
  });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ServerReady));
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${ready.port}/v1/professionals/search`,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}

const requests = (entries: ReturnType<typeof queryMix>) =>
  entries.map((entry) => ({
    body: searchBody(entry),
    headers: { 'content-type': 'application/json', 'accept-language': entry.lang },
  }));
function cycle<T>(items: readonly T[]) {
  let next = 0;
  return () => items[next++ % items.length] as T;
}
const loads = [
  { mix: 'Zipf mix', entries: requests(queryMix()), connections: 20 },
  { mix: '2,000 distinct', entries: requests(distinctMix()), connections: 20 },
  { mix: 'Zipf mix', entries: requests(queryMix()), connections: 1 },
];

const results: LoadResult[] = [];
for (let round = 1; round <= rounds; round += 1) {
  for (const build of builds) {
    const server = await startServer(build.root);
    try {
      for (const { mix, entries, connections } of loads) {
        results.push(
          await load(`${build.label} (round ${round}): search, ${mix}`, server.url, {
            method: 'POST',
            connections,
            next: cycle(entries),
          }),
        );
      }
    } finally {
      await server.close();
    }
  }
}
if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
console.log(`\n${table(results)}`);

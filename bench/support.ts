// What the benchmarks share: the API as a real listening server in a child process
// (server.ts), and autocannon driving HTTP load at it from this process.
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { ServerReady } from './server';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface BenchServer extends ServerReady {
  url: string;
  backofficeUrl: string;
  close(): Promise<void>;
}

/**
 * How fast this machine's core is: the best of three runs of a fixed chain of 300,000 SHA-256
 * hashes, in ms. Runs of the same build differ by machine more than by anything we change (two
 * machines of the same kind gave 2.3 times apart in-process searches), so a result is read
 * beside this figure.
 */
export function cpuCalibrationMs(): number {
  let best = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    let digest = Buffer.alloc(32);
    for (let i = 0; i < 300_000; i += 1) digest = createHash('sha256').update(digest).digest();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * Starts server.ts and waits until it listens. Without DATABASE_URL it runs on PGlite in
 * BENCH_DATA_DIR, or in a new temporary folder removed afterwards. Generating 100,000
 * professionals takes minutes, so keep BENCH_DATA_DIR (or the PostgreSQL database) to re-run.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const temporary = process.env.BENCH_DATA_DIR
    ? undefined
    : fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-bench-'));
  const dataDir = process.env.BENCH_DATA_DIR ?? temporary;
  const child = fork(path.join(here, 'server.ts'), {
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    // BENCH_PROFILE_DIR: the server's CPU profile (.cpuprofile, for Chrome's DevTools) there.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
        : []),
    ],
  });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ServerReady));
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
  return {
    ...ready,
    url: `http://127.0.0.1:${ready.port}`,
    backofficeUrl: `http://127.0.0.1:${ready.backofficePort}`,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
      if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
    },
  };
}

export interface LoadOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  /** Seconds of measured load, after a short warm-up. */
  duration?: number;
  /** Each request's own path and body (a query mix), instead of the same request each time. */
  next?: () => { path?: string; body?: string; headers?: Record<string, string> };
}

export interface LoadResult {
  label: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  timeouts: number;
}

/**
 * The User-Agent the load sends, unless a request names its own: a browser's, since the server
 * leaves out of its counts what command-line clients without one ask (platform/http/crawlers.ts),
 * and a benchmark measures what a visitor costs, counting included.
 */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0 fitmarket-bench';

function run(url: string, options: LoadOptions, onLatency?: (ms: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: options.method ?? 'GET',
        headers: { 'user-agent': BROWSER_USER_AGENT, ...options.headers },
        body: options.body,
        connections: options.connections ?? Number(process.env.BENCH_CONNECTIONS ?? 50),
        duration: options.duration ?? Number(process.env.BENCH_DURATION ?? 10),
        ...(options.next && {
          requests: [{ setupRequest: (request) => ({ ...request, ...options.next?.() }) }],
        }),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onLatency) instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  });
}

/**
 * Requests/s and latency percentiles of one request under load. Every answer must be 2xx;
 * requests that got no answer in time (autocannon waits 10 s) are counted as timeouts.
 */
export async function load(label: string, url: string, options: LoadOptions = {}) {
  await run(url, { ...options, duration: 2 });
  const latencies: number[] = [];
  const result = await run(url, options, (ms) => latencies.push(ms));
  if (result.non2xx > 0 || result.errors > result.timeouts) {
    throw new Error(`${label}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  const measured: LoadResult = {
    label,
    connections: result.connections,
    requestsPerSecond: result.requests.total / result.duration,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    timeouts: result.timeouts,
  };
  console.log(
    `${label}: ${measured.requestsPerSecond.toFixed(0)} req/s, p50 ${measured.p50.toFixed(1)} ms, ` +
      `p95 ${measured.p95.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms, ` +
      `${measured.timeouts} timeouts`,
  );
  return measured;
}

/** The results as a Markdown table, ready for docs/performance.md. */
export function table(results: readonly LoadResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.label} | ${r.connections} | ${r.requestsPerSecond.toFixed(0)} | ` +
      `${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.timeouts} |`,
  );
  return [
    '| Request | Connections | Requests/s | p50 ms | p95 ms | p99 ms | Timeouts |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

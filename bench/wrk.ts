// HTTP load from wrk (Debian's `wrk`, written in C) instead of autocannon, for the scale test's
// throughput comparison. On this 2-core machine autocannon (one Node process) takes about a core
// at 6,000 requests/s, leaving the instances one core to share whatever their number; wrk needs a
// fraction of that, so what three instances behind the balancer can give shows
// (docs/deploy.md "Speed through the balancer").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './support';

export interface WrkRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** A Lua string literal holding `text` exactly: printable ASCII as is, every other byte as \ddd. */
function luaString(text: string): string {
  let literal = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    const printable = byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c;
    literal += printable ? String.fromCharCode(byte) : `\\${byte}`;
  }
  return `${literal}"`;
}

/**
 * The script: every thread cycles through the requests from its own starting point; at the end
 * one JSON line with the counts and latency percentiles (wrk measures in microseconds).
 */
function script(requests: readonly WrkRequest[]): string {
  const formatted = requests.map((request) => {
    const headers = Object.entries(request.headers ?? {})
      .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
      .join(', ');
    const body = request.body === undefined ? 'nil' : luaString(request.body);
    return `  wrk.format(${luaString(request.method)}, ${luaString(request.path)}, {${headers}}, ${body}),`;
  });
  return [
    'local requests',
    'local next = 1',
    'function init(args)',
    '  requests = {',
    ...formatted,
    '  }',
    '  next = math.random(#requests)',
    'end',
    'function request()',
    '  local r = requests[next]',
    '  next = next % #requests + 1',
    '  return r',
    'end',
    'function done(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'WRK {"requests":%d,"micros":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p95":%d,"p99":%d}\\n\',',
    '    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,',
    '    latency:percentile(50), latency:percentile(95), latency:percentile(99)))',
    'end',
    '',
  ].join('\n');
}

interface WrkSummary {
  requests: number;
  micros: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50: number;
  p95: number;
  p99: number;
}

function runWrk(url: string, scriptFile: string, connections: number, seconds: number) {
  return new Promise<WrkSummary>((resolve, reject) => {
    // One thread: it drives 20 connections at tens of thousands of requests/s, and every
    // further thread would take CPU from the instances being measured.
    const args = [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      scriptFile,
      url,
    ];
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('WRK '));
      if (code !== 0 || !line) return reject(new Error(`wrk failed (${code}):\n${output}`));
      resolve(JSON.parse(line.slice(4)) as WrkSummary);
    });
  });
}

/** Requests/s and latency percentiles of a request mix under wrk, after a 2 s warm-up. */
export async function wrkLoad(
  label: string,
  url: string,
  requests: readonly WrkRequest[],
  { connections = 20, seconds = Number(process.env.BENCH_DURATION ?? 10) } = {},
): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-wrk-'));
  try {
    const scriptFile = path.join(dir, 'mix.lua');
    fs.writeFileSync(scriptFile, script(requests));
    await runWrk(url, scriptFile, connections, 2);
    const result = await runWrk(url, scriptFile, connections, seconds);
    const failed = result.connect + result.read + result.write + result.status;
    if (failed > 0) throw new Error(`${label}: ${failed} requests failed or not 2xx/3xx (wrk)`);
    const measured: LoadResult = {
      label,
      connections,
      requestsPerSecond: result.requests / (result.micros / 1e6),
      p50: result.p50 / 1000,
      p95: result.p95 / 1000,
      p99: result.p99 / 1000,
      timeouts: result.timeout,
    };
    console.log(
      `${label}: ${measured.requestsPerSecond.toFixed(0)} req/s, p50 ${measured.p50.toFixed(1)} ms, ` +
        `p95 ${measured.p95.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms (wrk)`,
    );
    return measured;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

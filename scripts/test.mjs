// Runs every check of the repository in order and ends with one summary line
// ("tests: N passed, N failed"). Every stage runs even when an earlier one failed, so a single
// run shows everything that is wrong; the exit code is non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setUpTestMachine } from './setup-test-machine.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-test-results-'));
const results = [];
const suiteStarted = Date.now();

/** Wall-clock time of day, e.g. 10:42:07, to line a stage up with the machine's load. */
function clock(time) {
  return new Date(time).toTimeString().slice(0, 8);
}

/**
 * CPU seconds the finished child processes used (Linux's /proc/self/stat, fields cutime and
 * cstime, in clock ticks of 1/100 s): set beside a stage's wall time, it tells a slow stage
 * (much CPU) from a busy machine (little CPU, long wait). Null where /proc is missing.
 */
function childCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields 16 and 17 of stat(5); the split removed the first two.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

function run(name, command, args, { env = {}, report } = {}) {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  console.log(`\n=== ${name} (${clock(started)}): ${command} ${args.join(' ')}`);
  const child = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = child.status === 0;
  const counts = report ? readCounts(report) : null;
  const cpuAfter = childCpuSeconds();
  const cpu = cpuBefore === null || cpuAfter === null ? null : Math.round(cpuAfter - cpuBefore);
  results.push({
    name,
    ok,
    counts,
    started,
    cpu,
    seconds: Math.round((Date.now() - started) / 1000),
  });
}

/** Passed/failed test counts from a vitest or Playwright JSON report. */
function readCounts(file) {
  if (!fs.existsSync(file)) return null;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.stats) {
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function vitest(name, project, env = {}) {
  const report = path.join(outDir, `${name.replaceAll(/\W+/g, '-')}.json`);
  run(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--root',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    {
      env,
      report,
    },
  );
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

// A fresh machine has only Node and npm: install the browser (and Voikko) first, say what was done.
console.log('\n=== set-up: Chromium and Voikko');
const setup = { name: 'set-up', ok: true, started: Date.now() };
try {
  Object.assign(process.env, await setUpTestMachine());
} catch (error) {
  console.error(`set-up failed: ${error.message}`);
  setup.ok = false;
}
results.push({ ...setup, seconds: Math.round((Date.now() - setup.started) / 1000) });
run('lint', 'npx', ['biome', 'ci', '.']);
run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
// The OpenAPI document as the API serves it, linted with Redocly's rules (redocly.yaml).
run(
  'OpenAPI lint (Redocly)',
  'sh',
  [
    '-c',
    'npx tsx apps/api/src/cli/openapi.ts "$0" && npx redocly lint "$0"',
    path.join(outDir, 'openapi.json'),
  ],
  { env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
);
vitest('unit (packages/core)', 'packages/core');
vitest('unit (packages/ui)', 'packages/ui');
vitest('unit (apps/web)', 'apps/web');
vitest('unit (apps/backoffice)', 'apps/backoffice');
vitest('api on PGlite', 'apps/api', { TEST_DB: 'pglite' });
if (await reachable('127.0.0.1', 5432)) {
  vitest('api on PostgreSQL', 'apps/api', { TEST_DB: 'postgres' });
} else {
  console.log('\n=== api on PostgreSQL: skipped, nothing listens on 127.0.0.1:5432');
}
run('build SPAs', 'npm', ['run', 'build', '--silent']);
run('bundle sizes', 'node', ['scripts/check-bundle-size.mjs']);
// Two built instances behind HAProxy on one PostgreSQL and Redis (bench/scale-test.ts; the full
// form with PgBouncer and the fault tests is `npm run scale-test`). It says so and passes when
// the machine lacks haproxy, redis-server or PostgreSQL.
run('scale-out (2 instances, HAProxy, Redis)', 'npx', [
  'tsx',
  'bench/scale-test.ts',
  '--short',
  '--no-build',
]);
const e2eReport = path.join(outDir, 'e2e.json');
run(
  'browser (Playwright, Chromium)',
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
  {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    report: e2eReport,
  },
);

let passed = 0;
let failed = 0;
console.log('\n=== summary');
for (const result of results) {
  const counts = result.counts
    ? ` (${result.counts.passed} passed, ${result.counts.failed} failed)`
    : '';
  const cpu = result.cpu == null ? '' : ` (CPU ${result.cpu}s)`;
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'} ${clock(result.started)} ${result.name}${counts} ${result.seconds}s${cpu}`,
  );
  if (result.counts) {
    passed += result.counts.passed;
    failed += result.counts.failed;
  }
  // A stage that failed without a failing test (lint, typecheck, a crash) counts as one failure.
  if (!result.ok && !(result.counts && result.counts.failed > 0)) failed += 1;
}
const minutes = (Date.now() - suiteStarted) / 60_000;
// The load tells a slow machine from a slow suite (the same run took 23 min at load 1, 76 at 4–10).
const load = os.loadavg().map((n) => n.toFixed(1));
console.log(
  `total: ${minutes.toFixed(1)} min (${clock(suiteStarted)}–${clock(Date.now())}, load ${load.join(' ')})`,
);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

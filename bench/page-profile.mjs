// Where a page's first view spends the main thread (issue 22): one load in Chromium as a phone,
// the CPU slowed as Lighthouse simulates it (PROFILE_RATE, 4), traced with V8's sampling
// profiler, and each main-thread task longer than PROFILE_MIN ms (50) printed with its steps
// (parsing, style, layout, compiling) and the functions that ran in it (their own time, and with
// what they called). Build the web app unminified first
// (`npm run build -w @fitmarket/web -- --minify false`) so React's and Mantine's functions keep
// their names, and serve it (`npm run serve` with DEMO=true). Usage:
//   npm run profile:page -w @fitmarket/bench -- http://localhost:3000/professionals/some-slug
// (A CPU profile started before the navigation loses its samples to the new document; the
// trace's own profiler keeps them.)
import puppeteer from 'puppeteer-core';

const url = process.argv[2] ?? 'http://localhost:3000/';
const rate = Number(process.env.PROFILE_RATE ?? 4);
const longer = Number(process.env.PROFILE_MIN ?? 50);
const shown = Number(process.env.PROFILE_FUNCTIONS ?? 12);

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
// Lighthouse's phone.
await page.setViewport({
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await page.tracing.start({
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'disabled-by-default-v8.cpu_profiler',
  ],
});
await page.goto(url, { waitUntil: 'networkidle0' });
await new Promise((resolve) => setTimeout(resolve, 2000));
const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
await browser.close();

// The page's main thread: the renderer main thread that ran the most.
const threadNames = new Map(
  events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
);
const busy = new Map();
for (const e of events) {
  const thread = `${e.pid}:${e.tid}`;
  if (e.name === 'RunTask' && threadNames.get(thread) === 'CrRendererMain')
    busy.set(thread, (busy.get(thread) ?? 0) + (e.dur ?? 0));
}
const [main] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
if (!main) throw new Error('no renderer main thread in the trace');
const [pid, tid] = main.split(':').map(Number);

// The sampling profile of that process, from its ProfileChunk events.
const nodes = new Map();
const parents = new Map();
const samples = [];
let time = 0;
for (const e of events) {
  if (e.pid !== pid) continue;
  if (e.name === 'Profile') time = e.args.data.startTime;
  if (e.name !== 'ProfileChunk') continue;
  const { cpuProfile, timeDeltas } = e.args.data;
  for (const node of cpuProfile?.nodes ?? []) {
    nodes.set(node.id, node);
    if (node.parent) parents.set(node.id, node.parent);
  }
  (cpuProfile?.samples ?? []).forEach((id, index) => {
    time += timeDeltas[index];
    samples.push({ id, time });
  });
}
const nameOf = (node) =>
  node
    ? `${node.callFrame.functionName || '(anonymous)'} ${(node.callFrame.url ?? '').split('/').pop()}:${node.callFrame.lineNumber}`
    : '?';
const top = (times) =>
  [...times]
    .filter(([name]) => !/^\((root|program|idle)\)/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, shown)
    .map(([name, ms]) => `    ${ms.toFixed(1).padStart(6)} ms  ${name}`)
    .join('\n');

const start = Math.min(...events.filter((e) => e.pid === pid && e.ts > 0).map((e) => e.ts));
const tasks = events
  .filter((e) => e.name === 'RunTask' && e.pid === pid && e.tid === tid && e.dur > longer * 1000)
  .sort((a, b) => a.ts - b.ts);
/**
 * What the browser did in a task besides running scripts (parsing, style, layout, compiling):
 * its outermost trace events by name, the longest first.
 */
function steps(task) {
  const inside = events
    .filter(
      (e) =>
        e.pid === pid &&
        e.tid === tid &&
        e.ph === 'X' &&
        e !== task &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + task.dur,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const byName = new Map();
  let coveredUntil = 0;
  for (const e of inside) {
    if (e.ts < coveredUntil) continue;
    coveredUntil = e.ts + (e.dur ?? 0);
    byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
    .join(', ');
}

let blocking = 0;
for (const task of tasks) {
  blocking += task.dur / 1000 - 50;
  const inTask = samples.filter((s) => s.time >= task.ts && s.time <= task.ts + task.dur);
  const own = new Map();
  const inclusive = new Map();
  inTask.forEach((sample, index) => {
    const ms = ((inTask[index + 1]?.time ?? sample.time) - sample.time) / 1000;
    const name = nameOf(nodes.get(sample.id));
    own.set(name, (own.get(name) ?? 0) + ms);
    const seen = new Set();
    for (let id = sample.id; id; id = parents.get(id)) {
      const caller = nameOf(nodes.get(id));
      if (seen.has(caller)) continue;
      seen.add(caller);
      inclusive.set(caller, (inclusive.get(caller) ?? 0) + ms);
    }
  });
  console.log(
    `task at ${((task.ts - start) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms\n` +
      `  steps: ${steps(task)}\n` +
      `  own time:\n${top(own)}\n  with what they called:\n${top(inclusive)}`,
  );
}
console.log(
  `${tasks.length} tasks over ${longer} ms; their time over 50 ms: ${blocking.toFixed(0)} ms (CPU slowed ${rate}×)`,
);

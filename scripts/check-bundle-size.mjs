// Fails when the first page of an SPA needs more compressed code than its budget (issue 6, "Light
// pages"). A page's code is what the browser fetches before it can show it: the entry chunk of
// index.html, the lazy chunks of the page's route, and everything those import statically, as
// Vite's manifest lists them. Sizes are gzip at the level the build precompresses with (browsers
// without brotli get exactly these files; brotli ones get less).
//
// The budgets are named here and nowhere else: this script is the only thing that reads them,
// and a change of budget should be reviewed together with how it is measured.
//
// Run after `npm run build`: `node scripts/check-bundle-size.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1024;

/** Compressed JavaScript of each app's first page (KB); CSS is budgeted on its own. */
const BUDGETS = [
  {
    app: 'apps/web',
    page: 'the landing page',
    routes: ['src/features/landing/routes/LandingRoute.tsx'],
    // 175 until 2026-11-27 (170.8 KB), when the error texts became a section the forms load, the
    // SPA stopped bundling the back-office's texts and section loaders, and the empty list's
    // component loaded only when shown (166.3 KB); 167 until chunks were named by their hash
    // alone (164.7 KB); 165 until lazy pages stopped carrying lists of modules to preload
    // (162.1 KB). Issue 22 asks for 130, less than the libraries alone: React with react-dom
    // 67, the data router 30, Mantine 17, i18next with react-i18next 17, TanStack Query 10 KB
    // (141 KB gzipped as their two chunks) before any code of ours. On Preact it would be 105
    // KB, but its pages blocked the main thread longer (vite.spa.ts `reactOnPreact`).
    maxJsKb: 163,
    // 40 until 2026-11-27 (35.5 KB), when Mantine's stylesheet lost the components we never
    // draw (packages/ui/src/mantine.css): 25.6 KB.
    maxCssKb: 27,
  },
  {
    app: 'apps/backoffice',
    page: 'the login page',
    routes: ['src/features/auth/routes/LoginRoute.tsx'],
    // 152 until 2026-11-27 (150.2 KB), then 147 and 145 as the texts, the sign-in buttons and
    // the preload lists shrank (143.2 KB, of which React with react-dom 67). Issue 22's 120 from
    // 2026-11-27, when the back-office was built on Preact (vite.spa.ts `reactOnPreact`): 86.9 KB.
    maxJsKb: 120,
    // 40 until 2026-11-27: as the landing page's.
    maxCssKb: 27,
  },
];

const root = path.resolve(import.meta.dirname, '..');

function gzippedSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: zlib.constants.Z_BEST_COMPRESSION }).length;
}

/** The files the page loads: its chunks and their static imports, with their CSS. */
function pageFiles(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest; update BUDGETS`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

let failed = false;
for (const { app, page, routes, maxJsKb, maxCssKb } of BUDGETS) {
  const dist = path.join(root, app, 'dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.error(`FAIL ${app}: no ${path.relative(root, manifestFile)}; run \`npm run build\``);
    failed = true;
    continue;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const files = pageFiles(manifest, ['index.html', ...routes]);
  const total = (extension) =>
    files
      .filter((file) => file.endsWith(extension))
      .reduce((sum, file) => sum + gzippedSize(path.join(dist, file)), 0);
  for (const [kind, bytes, maxKb] of [
    ['JavaScript', total('.js'), maxJsKb],
    ['CSS', total('.css'), maxCssKb],
  ]) {
    const ok = bytes <= maxKb * KB;
    if (!ok) failed = true;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${app}, ${page}: ${kind} ${(bytes / KB).toFixed(1)} KB gzipped (budget ${maxKb} KB)`,
    );
  }
  const unstyled = unstyledMantineClasses(dist);
  if (unstyled.length > 0) failed = true;
  console.log(
    unstyled.length === 0
      ? `ok   ${app}: every Mantine class its JavaScript names has its stylesheet`
      : `FAIL ${app}: Mantine classes without a stylesheet (add their component's file to packages/ui/src/mantine.css): ${unstyled.join(', ')}`,
  );
}

/**
 * The Mantine classes (`m_` and a hash) the app's JavaScript names that none of its stylesheets
 * defines: a component drawn without its file in packages/ui/src/mantine.css, which takes only
 * the components we use out of Mantine's stylesheet.
 */
function unstyledMantineClasses(dist) {
  const files = fs.readdirSync(path.join(dist, 'assets'));
  const classesIn = (extension) => {
    const found = new Set();
    for (const file of files.filter((name) => name.endsWith(extension))) {
      const text = fs.readFileSync(path.join(dist, 'assets', file), 'utf8');
      for (const [name] of text.matchAll(/\bm_[0-9a-f]{8}\b/g)) found.add(name);
    }
    return found;
  };
  const styled = classesIn('.css');
  return [...classesIn('.js')].filter((name) => !styled.has(name)).sort();
}
process.exit(failed ? 1 : 0);

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { type Alias, build, type Manifest, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

export interface SpaConfigOptions {
  /** The app's folder (its `import.meta.dirname`), where index.html is and `dist` goes. */
  root: string;
  /** The port of `npm run dev`; each SPA has its own so both can run beside the API. */
  devPort: number;
  /**
   * A module (relative to `root`) whose `prerender()` returns pages rendered at build time
   * (PrerenderedPage), written next to index.html for the server to send (apps/api plugins/spa.ts).
   */
  prerender?: string;
  /**
   * A module (relative to `root`) built for Node with the prerender one and kept in the build
   * (core server-render.ts PAGE_RENDERER_MODULE), for the API to render pages per request.
   */
  server?: string;
  /**
   * Build the app's React code on Preact's React-compatible layer (`reactOnPreact`): an app
   * that only renders in the browser (the back-office), not one the server renders and the
   * browser hydrates.
   */
  preact?: boolean;
}

/** A page rendered at build time: index.html with the rendered root, head and preloads filled in. */
export interface PrerenderedPage {
  /** Written next to index.html, e.g. `index.fi.html`. */
  file: string;
  /** `<html lang>`. */
  lang: string;
  title: string;
  /** The `<meta name="description">` of the page. */
  description: string;
  /** Replaces `<div id="root"></div>`. */
  root: string;
  /** Source files (relative to the app) of the lazy chunks the page runs, preloaded from the HTML. */
  modules: string[];
}

const MANIFEST = '.vite/manifest.json';
/** Where the build keeps the `server` module (core server-render.ts PAGE_RENDERER_MODULE). */
const SERVER_DIR = '.ssr';
/** index.html and the module it starts each SPA from. */
const ENTRY = /[\\/](index\.html|src[\\/]main\.tsx)(\?.*)?$/;
/** Text files smaller than this go out as they are: compressing them saves less than a packet. */
const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, at the strongest settings (this
 * runs once per build, not per request), for the server to send as they are (@fastify/static
 * `preCompressed`). Runs last, so the prerendered pages are compressed too.
 */
function precompress(outDir: string): Plugin {
  return {
    name: 'fitmarket:precompress',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      order: 'post',
      async handler() {
        const files = (await filesUnder(outDir)).filter(
          // Not Vite's manifest nor the server's modules (.ssr): the server only reads them.
          (file) => COMPRESSIBLE.test(file) && !file.startsWith('.'),
        );
        await Promise.all(
          files.map(async (file) => {
            const full = path.join(outDir, file);
            const content = await fs.readFile(full);
            if (content.length < MIN_COMPRESS_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
          }),
        );
      },
    },
  };
}

/** The name of the `<meta>` listing the extra modules a prerendered page runs (startAfterFirstPaint). */
const PAGE_MODULES_META = 'fitmarket:modules';

/**
 * A `<meta>` naming the chunks of `modules` and everything they import, which the page's start
 * module fetches once the page is painted (startAfterFirstPaint).
 */
function pageModulesMeta(manifest: Manifest, modules: readonly string[]): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not a chunk of the build`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  const paths = [...files].map((file) => `/${file}`).join(' ');
  return `<meta name="${PAGE_MODULES_META}" content="${paths}">`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** index.html with a prerendered page's language, head, modules and rendered root. */
function fillTemplate(template: string, page: PrerenderedPage, modules: string): string {
  const filled = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(page.description)}"`,
    )
    .replace('</head>', `${modules}</head>`)
    .replace('<div id="root"></div>', page.root);
  if (!filled.includes(page.root)) throw new Error('prerender: index.html has no empty #root');
  return filled;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A prerendered or server-rendered page starts its app only after the browser has painted it,
 * and only then fetches the app's code. Otherwise, with the code downloaded meanwhile, the browser
 * runs the app's modules and their hydration before its first frame, and the visitor waits for
 * all of that to see what the HTML already holds. And code whose download ends before the first
 * paint counts as blocking it in Lighthouse's simulation of a slow phone (its first and largest
 * paints: 2.0–2.5 s instead of 0.9–1.3 on this machine, whichever finished first in the real load).
 *
 * Writes a small module under /assets that waits until the browser reports the first contentful
 * paint (not in a hidden tab, which paints nothing), then preloads the entry's chunks (the
 * template's own `modulepreload` links, taken out of it) and the page's (PAGE_MODULES_META)
 * together, and imports the entry; the template's entry script points at it. The app is
 * interactive one round trip later than with the preloads in the HTML; its links and the
 * search form work before that without it.
 */
async function startAfterFirstPaint(template: string, outDir: string): Promise<string> {
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const entryChunks = [entry, ...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1])];
  // The browser reports the first contentful paint once that frame is on screen; a second
  // later the app starts anyway (a browser without paint timing).
  const code = [
    "if (document.visibilityState !== 'hidden') {",
    '  await new Promise((resolve) => {',
    '    setTimeout(resolve, 1000);',
    '    try {',
    '      new PerformanceObserver((list) => {',
    "        if (list.getEntriesByName('first-contentful-paint').length > 0) resolve();",
    "      }).observe({ type: 'paint', buffered: true });",
    '    } catch {',
    '      resolve();',
    '    }',
    '  });',
    '}',
    `const pageModules = document.querySelector('meta[name="${PAGE_MODULES_META}"]')?.content;`,
    `for (const href of new Set([...${JSON.stringify(entryChunks)}, ...(pageModules ? pageModules.split(' ') : [])])) {`,
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    "  link.crossOrigin = 'anonymous';",
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    `await import(${JSON.stringify(entry)});`,
    '',
  ].join('\n');
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const starter = `/assets/start-${hash}.js`;
  await fs.writeFile(path.join(outDir, starter), code);
  return template
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, `<script type="module" crossorigin src="${starter}"></script>`);
}

/**
 * Beasties' `media-script` strategy without its inline script (the CSP allows none): the full
 * stylesheet stays in the head, where it has always been in the cascade (before Mantine's theme
 * variables in the root), as `media="print"` so nothing waits for it, and the app's entry
 * (apps/web src/app/prerendered.ts) turns it on.
 */
class CriticalCss extends Beasties {
  injectDeferredMediaScript() {}
}

/**
 * Inlines into a prerendered page the CSS rules its markup uses, so the page paints as soon as
 * its HTML arrives rather than after the full stylesheet (35 KB gzipped).
 */
function criticalCss(outDir: string): Beasties {
  return new CriticalCss({
    path: outDir,
    publicPath: '/',
    preload: 'media-script',
    // Mantine writes its CSS variables into the page (`<style data-mantine-styles>` inside the
    // root); React hydrates that element and must find it unchanged.
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
}

/**
 * An app built on Preact runs its React code on Preact's React-compatible layer: React's DOM
 * renderer is 60 KB of the ~143 KB (compressed) the back-office's login loaded first, Preact's ~5.
 * The code, its types and the component tests stay React's (Vitest and development resolve the
 * real one; React's fast refresh needs it); the browser tests run the build. `react` itself is
 * packages/ui's preact/react.js, which adds what our libraries import and Preact lacks.
 *
 * Not the marketplace: Preact renders synchronously, and its pages are hydrated from the
 * server's markup and then fill in data (the landing's cards, the search results) in one task
 * each, where React hydrates and renders them as transitions in slices. Tried on 2026-11-27
 * (issue 22): landing 162.5 → 105.1 KB, but Lighthouse's total blocking time 0.8–1.3 → 1.6–2.5 s
 * on the landing, 1.2 → 3.4 s on search, 0.7 → 1.3 s on a profile (same machine, in turns).
 */
function reactOnPreact(): Alias[] {
  const exact = (name: string, replacement: string): Alias => ({
    find: new RegExp(`^${name.replaceAll('/', '\\/')}$`),
    replacement,
  });
  return [
    exact('react', path.join(import.meta.dirname, 'packages/ui/src/preact/react.js')),
    exact('react/jsx-runtime', 'preact/compat/jsx-runtime'),
    exact('react/jsx-dev-runtime', 'preact/compat/jsx-dev-runtime'),
    exact('react-dom', 'preact/compat'),
    exact('react-dom/client', 'preact/compat/client'),
  ];
}

/**
 * After the browser build: builds the `prerender` module for Node, runs it, and writes its pages
 * beside index.html. index.html itself stays the empty shell every other route starts from.
 * The `server` module, built with it, stays in the build for the API (SERVER_DIR).
 */
function prerender(root: string, outDir: string, entry: string, server?: string): Plugin {
  return {
    name: 'fitmarket:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        // Inside the app, so the built module finds react, Mantine, … in node_modules.
        const ssrOutDir = path.join(root, 'node_modules/.prerender');
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          // Our workspace packages are TypeScript source: bundle them; libraries load from npm.
          ssr: { noExternal: [/^@fitmarket\//] },
          build: {
            ssr: true,
            rolldownOptions: { input: { prerender: entry, ...(server ? { server } : {}) } },
            outDir: ssrOutDir,
            emptyOutDir: true,
            copyPublicDir: false,
          },
        });
        const built = path.join(ssrOutDir, 'prerender.js');
        const module: { prerender: () => Promise<PrerenderedPage[]> } = await import(
          pathToFileURL(built).href
        );
        const template = await startAfterFirstPaint(
          await fs.readFile(path.join(outDir, 'index.html'), 'utf8'),
          outDir,
        );
        const critical = criticalCss(outDir);
        const manifest: Manifest = JSON.parse(
          await fs.readFile(path.join(outDir, MANIFEST), 'utf8'),
        );
        for (const page of await module.prerender()) {
          const html = fillTemplate(template, page, pageModulesMeta(manifest, page.modules));
          const withCriticalCss = await critical.process(html);
          if (/<script(?![^>]*\ssrc=)[^>]*>/.test(withCriticalCss))
            throw new Error(`prerender: ${page.file} has an inline script, which the CSP refuses`);
          await fs.writeFile(path.join(outDir, page.file), withCriticalCss);
        }
        if (server) {
          await fs.cp(ssrOutDir, path.join(outDir, SERVER_DIR), { recursive: true });
          // The pages it renders start their app after the first paint too.
          await fs.writeFile(path.join(outDir, SERVER_DIR, 'index.html'), template);
        }
        await fs.rm(ssrOutDir, { recursive: true, force: true });
      },
    },
  };
}

/**
 * Mantine's `useId` starts with React's id and swaps it for a random one in a layout effect
 * once mounted: a synchronous render of every input, popover and tooltip right after React
 * hydrates a page (on the search page, most of hydration's longest task on a phone). React's id
 * is already the same on the server and in the browser and unique in the page, so the browser
 * build keeps it. The server render (Mantine from npm) writes that same first id.
 */
function mantineStableIds(): Plugin {
  const USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  let replaced = false;
  return {
    name: 'fitmarket:mantine-stable-ids',
    // Development pre-bundles the libraries without plugins: the build is what matters here.
    apply: 'build',
    load(id) {
      if (!USE_ID.test(id)) return null;
      replaced = true;
      return `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const id = \`mantine-\${useReactId().replace(/:/g, '')}\`;
  return typeof staticId === 'string' ? staticId : id;
}`;
    },
    buildEnd() {
      // A Mantine release that moved the module: say so rather than quietly re-render again.
      if (!replaced)
        this.warn(
          '@mantine/hooks use-id.mjs was not found: Mantine ids are swapped after mount again',
        );
    },
  };
}

/**
 * The Vite config both SPAs build with (apps/web, apps/backoffice): React, the API on :3000
 * proxied under /v1 in development, and the build in `dist`, which the API serves at `/`. Vitest
 * reads it too: component tests run the real components in jsdom, with `fetch` faked per test.
 * The build also writes a manifest (read by the prerender step and scripts/check-bundle-size.mjs)
 * and a brotli and a gzip copy of every text file.
 */
export function spaConfig({
  root,
  devPort,
  prerender: prerenderEntry,
  server,
  preact = false,
}: SpaConfigOptions) {
  const outDir = path.join(root, 'dist');
  return defineConfig(({ command }) => ({
    root,
    resolve: preact && command === 'build' ? { alias: reactOnPreact() } : {},
    plugins: [
      react(),
      mantineStableIds(),
      ...(prerenderEntry ? [prerender(root, outDir, prerenderEntry, server)] : []),
      precompress(outDir),
    ],
    server: {
      port: devPort,
      // ws: the live socket (/v1/live) goes through the proxy too.
      proxy: { '/v1': { target: 'http://localhost:3000', ws: true } },
    },
    test: {
      // One worker per core (vitest's default leaves one core idle: half the machine here).
      maxWorkers: availableParallelism(),
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      // A busy machine (CI beside other work) stretches a rendered page's test past vitest's 5 s.
      testTimeout: 20_000,
      setupFiles: [path.join(import.meta.dirname, 'packages/ui/src/testing/setup.ts')],
    },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      modulePreload: {
        // Every browser we build for (Vite's baseline) preloads modules itself.
        polyfill: false,
        // A lazy page's modules are not preloaded by the loader Vite puts before each dynamic
        // import, only its stylesheets are added: adding the 60-odd `modulepreload` links of a
        // page took one task of 130 ms on this machine's CPU (half a second on a phone) right
        // before hydration. The browser fetches a chunk's imports once it has the chunk (one
        // round trip more when a page is first opened); index.html keeps its preloads.
        resolveDependencies: (_file, dependencies, { hostType }) =>
          hostType === 'html'
            ? dependencies
            : dependencies.filter((dependency) => dependency.endsWith('.css')),
      },
      rolldownOptions: {
        // What every page runs comes in three chunks: React or Preact (changes least, stays
        // cached), the other libraries, and our shell. The rest is split with the pages that use
        // it, so a page loads only its own code and no page waits on many tiny requests.
        output: {
          // Chunks are named by their hash alone: every import between chunks and the preload
          // list of every lazy page spells these names, and a module's name in them made each
          // page 0.6-3.2 KB heavier gzipped (the manifest still maps sources to files). Seven
          // characters, not eight: the shell's list of ~200 names is random text gzip cannot
          // shrink (0.3 KB). Rolldown refuses a length too short for the number of chunks.
          chunkFileNames: 'assets/[hash:7].js',
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|react-router|scheduler|preact)[\\/]/,
                priority: 3,
              },
              { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
              {
                name: 'shell',
                // The entry module itself stays the entry chunk that index.html loads.
                test: (id: string) => !id.includes('node_modules') && !ENTRY.test(id),
                tags: ['$initial'],
                priority: 1,
              },
            ],
          },
        },
      },
    },
  }));
}

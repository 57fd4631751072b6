import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPlugin } from '../../src/plugins/spa';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const STYLES = `body { margin: 0; }\n${'.card { padding: 1rem; }\n'.repeat(100)}`;

/** A built SPA as vite.spa.ts writes it: hashed assets with their .br and .gz copies. */
function writeDist(dir: string, pages: Record<string, string>): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const files = { 'assets/index-a1b2c3.js': SCRIPT, 'assets/index-d4e5f6.css': STYLES, ...pages };
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content));
  }
}

async function serve(pages: Record<string, string>): Promise<FastifyInstance> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-spa-'));
  writeDist(dir, pages);
  const app = Fastify();
  await app.register(spaPlugin, { root: dir });
  app.addHook('onClose', () => fs.rmSync(dir, { recursive: true, force: true }));
  return app;
}

describe('SPA files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await serve({
      'index.html': '<div id="root"></div>',
      'index.en.html': '<html lang="en"><div id="root">Find a professional</div>',
      'index.fi.html': '<html lang="fi"><div id="root">Löydä ammattilainen</div>',
    });
  });
  afterAll(() => app.close());

  it('keeps the build’s own folders (.vite, .ssr) from browsers', async () => {
    const own = await serve({
      'index.html': '<div id="root"></div>',
      '.ssr/server.js': 'export const render = 1;',
    });
    try {
      expect((await own.inject({ url: '/index.html' })).statusCode).toBe(200);
      expect((await own.inject({ url: '/.ssr/server.js' })).statusCode).toBe(404);
    } finally {
      await own.close();
    }
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)(
    'sends the %s copy of a script with its encoding and type',
    async (encoding, decompress) => {
      const response = await app.inject({
        url: '/assets/index-a1b2c3.js',
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decompress(response.rawPayload).toString()).toBe(SCRIPT);
    },
  );

  it('prefers brotli when both are accepted, and sends CSS as CSS', async () => {
    const response = await app.inject({
      url: '/assets/index-d4e5f6.css',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(STYLES);
  });

  it('sends the file as it is to a client that takes no compression', async () => {
    const response = await app.inject({ url: '/assets/index-a1b2c3.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the prerendered home page in English, revalidated on every visit', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('lang="en"');
  });

  it('sends it in the language the visitor picked (the SPA keeps it in a cookie)', async () => {
    const finnish = await app.inject({ url: '/', headers: { cookie: 'theme=x; lang=fi' } });
    expect(finnish.body).toContain('Löydä ammattilainen');
    const unknown = await app.inject({ url: '/', headers: { cookie: 'lang=sv' } });
    expect(unknown.body).toContain('Find a professional');
  });

  it('sends the Finnish page at its own address whatever the cookie, the same to everyone', async () => {
    for (const cookie of ['lang=en', '']) {
      const response = await app.inject({ url: '/fi', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Löydä ammattilainen');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary ?? '').not.toMatch(/cookie/i);
    }
  });
});

describe('SPA without prerendered pages (the back-office)', () => {
  it('sends index.html at /', async () => {
    const app = await serve({ 'index.html': '<div id="root"></div>' });
    const response = await app.inject({ url: '/', headers: { cookie: 'lang=fi' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
    // No page rendered ahead of time in Finnish: /fi is the app's, not the plugin's.
    expect((await app.inject({ url: '/fi' })).statusCode).toBe(404);
    await app.close();
  });
});

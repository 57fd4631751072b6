import fs from 'node:fs';
import zlib from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalInsights, searchLogs } from '../../src/db/schema';
import { refreshSearchDocuments } from '../../src/search/search-document';
import { fakeSpaRoot } from '../helpers/spa-root';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, sessionToken } from '../helpers/users';
import { createProfessional, seedCatalogue } from '../public-profile/fixtures';

let t: TestApp;
let db: TestApp['deps']['database']['db'];
let spaRoot: string;

/**
 * A stand-in for the web build's page renderer (apps/web src/app/ssr/server.tsx): it writes what
 * it was given into the root (a profile's Social tab: how many posts), counts its renders, and
 * fails for addresses asking it to.
 */
const RENDERER = `
globalThis.pageRenders = [];
function render(kind) {
  return async (url, language, answers, social) => {
    globalThis.pageRenders.push(url);
    if (url.includes('fail')) throw new Error('rendering failed');
    const data = JSON.parse(typeof answers === 'string' ? answers : answers.search);
    const names = (data.data ?? [data]).map((person) => person.slug).join(' ');
    const posts = social === undefined ? '' : ' social: ' + JSON.parse(social).length;
    return '<div id="root" data-server-rendered="' + language + '">' + kind + ': ' + names + posts +
      '</div><script type="application/json" id="server-state">{}</script>';
  };
}
export const renderSearchPage = render('search');
export const renderProfilePage = render('profile');
`;

const renders = () => (globalThis as { pageRenders?: string[] }).pageRenders ?? [];

beforeAll(async () => {
  spaRoot = fakeSpaRoot(
    RENDERER,
    '    <meta name="description" content="Find professionals." />\n',
  );
  t = await createTestApp({ spaRoot });
  db = t.deps.database.db;
  await seedCatalogue(db);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(spaRoot, { recursive: true, force: true });
});

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

describe('pages rendered by the web build', () => {
  it('a search page is the app rendered from the cached answer, rendered once per answer and address', async () => {
    const pro = await createProfessional(db, { lastName: 'Rendered' });
    await db.transaction((tx) => refreshSearchDocuments(tx, [pro.id]));
    const before = renders().length;
    const html = await get('/professionals?search=rendered');
    expect(html).toContain(`<div id="root" data-server-rendered="en">search: ${pro.slug}</div>`);
    // The head is still the server's, for search engines.
    expect(html).toContain('<title>rendered: professionals · Fitmarket</title>');
    expect(await get('/professionals?search=rendered')).toBe(html);
    expect(renders().length).toBe(before + 1);
    // Another address of the same search renders its own page; another language its own answer.
    await get('/professionals?search=rendered&utm_source=mail');
    expect(await get('/fi/ammattilaiset?search=rendered')).toContain(
      `data-server-rendered="fi">search: ${pro.slug}`,
    );
    expect(renders().length).toBe(before + 3);
  });

  it('a profile is the app rendered from the guest profile, again once the cached one is dropped', async () => {
    const pro = await createProfessional(db);
    const before = renders().length;
    const url = `/professionals/${pro.slug}`;
    expect(await get(url)).toContain(`data-server-rendered="en">profile: ${pro.slug}</div>`);
    await get(url);
    expect(renders().length).toBe(before + 1);
    // Public data changed: the cached profiles go, and their pages with them.
    t.deps.caches.invalidate();
    await get(url);
    expect(renders().length).toBe(before + 2);
  });

  it("a profile's Social tab address is rendered with that tab's posts, kept with both answers", async () => {
    const pro = await createProfessional(db);
    const before = renders().length;
    const url = `/professionals/${pro.slug}?tab=social`;
    expect(await get(url)).toContain(
      `data-server-rendered="en">profile: ${pro.slug} social: 0</div>`,
    );
    await get(url);
    expect(renders().length).toBe(before + 1);
    // The plain address is the main tab's page: its posts are left to the browser.
    expect(await get(`/professionals/${pro.slug}`)).toContain(`profile: ${pro.slug}</div>`);
    expect(renders().length).toBe(before + 2);
    // Public data changed: the cached posts go, and the Social tab's page with them.
    t.deps.caches.invalidate();
    await get(url);
    expect(renders().length).toBe(before + 3);
  });

  it('go out compressed to browsers that take it', async () => {
    const pro = await createProfessional(db);
    const url = `/fi/ammattilaiset/${pro.slug}`;
    const plain = await get(url);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString()).toBe(plain);
    }
  });

  it('count what they show as the API counts the answers the browser no longer asks for', async () => {
    const pro = await createProfessional(db, { lastName: 'Counted' });
    await db.transaction((tx) => refreshSearchDocuments(tx, [pro.id]));
    await get('/fi/ammattilaiset?search=counted');
    await get(`/professionals/${pro.slug}`);
    await t.app.settled();
    const [log] = await db
      .select()
      .from(searchLogs)
      .where(eq(searchLogs.search, 'counted'))
      .orderBy(desc(searchLogs.id))
      .limit(1);
    expect(log).toMatchObject({ language: 'fi', resultCount: 1 });
    const [insights] = await db
      .select()
      .from(professionalInsights)
      .where(eq(professionalInsights.professionalId, pro.id));
    expect(insights).toMatchObject({ profileViews: 1, searchAppearances: 1 });

    // A signed-in visitor's browser asks for the profile again, saying the page counted it.
    const visitor = await createUser(db, { lastName: 'Visitor' });
    const again = await t.app.inject({
      method: 'GET',
      url: `/v1/professionals/${pro.slug}?view=counted`,
      headers: { authorization: `Bearer ${await sessionToken(db, visitor)}` },
    });
    expect(again.statusCode, again.body).toBe(200);
    await t.app.settled();
    const [after] = await db
      .select()
      .from(professionalInsights)
      .where(eq(professionalInsights.professionalId, pro.id));
    expect(after?.profileViews).toBe(1);
  });

  it("leave a crawler's fetches out of the counts and the search statistics", async () => {
    const pro = await createProfessional(db, { lastName: 'Crawled' });
    await db.transaction((tx) => refreshSearchDocuments(tx, [pro.id]));
    const crawlers = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      '',
    ];
    for (const userAgent of crawlers) {
      const headers = { 'user-agent': userAgent };
      for (const url of ['/professionals?search=crawled', `/professionals/${pro.slug}`])
        expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
      const api = await t.app.inject({
        method: 'POST',
        url: '/v1/professionals/search',
        headers,
        payload: { search: 'crawled' },
      });
      expect(api.statusCode, api.body).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: `/v1/professionals/${pro.slug}`, headers }))
          .statusCode,
      ).toBe(200);
    }
    await t.app.settled();
    expect(await db.select().from(searchLogs).where(eq(searchLogs.search, 'crawled'))).toEqual([]);
    expect(
      await db
        .select()
        .from(professionalInsights)
        .where(eq(professionalInsights.professionalId, pro.id)),
    ).toEqual([]);
  });

  it('a page whose rendering fails goes out as the plain first view, and is tried again', async () => {
    const html = await get('/professionals?search=fail');
    expect(html).toContain('<div id="root"><header>');
    expect(html).toContain('<h1>fail: professionals</h1>');
    const before = renders().length;
    await get('/professionals?search=fail');
    expect(renders().length).toBe(before + 1);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from '../../src/search/search-document';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createProfessional, seedCatalogue } from './fixtures';

let t: TestApp;
let db: TestApp['deps']['database']['db'];
let spaRoot: string;

const ORIGIN = 'https://fitmarket.example';

beforeAll(async () => {
  // A stand-in for the built SPA's index.html.
  spaRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-spa-'));
  fs.writeFileSync(
    path.join(spaRoot, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="description" content="Find professionals." />\n    <title>Fitmarket</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  t = await createTestApp({ spaRoot, env: { PUBLIC_WEB_URL: ORIGIN } });
  db = t.deps.database.db;
  await seedCatalogue(db);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(spaRoot, { recursive: true, force: true });
});

/** The JSON-LD of a page, parsed as a crawler parses it. */
function jsonLd(html: string) {
  const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  if (!match?.[1]) throw new Error(`no JSON-LD in ${html}`);
  return JSON.parse(match[1]);
}

describe('profile pages for search engines', () => {
  it('write the title, description, Open Graph, canonical, hreflang and JSON-LD', async () => {
    const pro = await createProfessional(db, { ratingCount: 4, ratingSum: 18 });
    const slug = pro.slug ?? '';
    const response = await t.app.inject({ method: 'GET', url: `/professionals/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(
      `<title>Aino ${pro.lastName} – Strength training, Yoga · Fitmarket</title>`,
    );
    expect(html).toMatch(
      /<meta name="description" content="Aino [^"]+ on Fitmarket: Strength training, Yoga\. Strength coach in Helsinki\.">/,
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/professionals/${slug}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${ORIGIN}/professionals/${slug}">`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="fi" href="${ORIGIN}/fi/ammattilaiset/${slug}">`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/professionals/${slug}">`,
    );
    expect(html).toContain('<meta property="og:type" content="profile">');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/professionals/${slug}">`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/uploads/avatar/a.webp">`);
    expect(html).toMatch(/<meta property="og:title" content="Aino [^"]+">/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);
    const data = jsonLd(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: `Aino ${pro.lastName}`,
      image: `${ORIGIN}/uploads/avatar/a.webp`,
      address: { addressLocality: 'Helsinki', streetAddress: 'Kallio, Helsinki' },
      geo: { latitude: 60.18, longitude: 24.95 },
      aggregateRating: { ratingValue: 4.5, reviewCount: 4 },
    });
    expect(data.makesOffer).toEqual([
      expect.objectContaining({ price: '200.00', priceCurrency: 'EUR' }),
      expect.objectContaining({ price: '45.00', priceCurrency: 'EUR' }),
    ]);
  });

  it('write the Finnish page in Finnish, without a rating when there are no reviews', async () => {
    const pro = await createProfessional(db);
    const response = await t.app.inject({ method: 'GET', url: `/fi/ammattilaiset/${pro.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fi"');
    expect(response.body).toContain('Voimaharjoittelu, Jooga · Fitmarket</title>');
    expect(response.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/fi/ammattilaiset/${pro.slug}">`,
    );
    expect(jsonLd(response.body).aggregateRating).toBeUndefined();
  });

  it('escape hostile names everywhere', async () => {
    const pro = await createProfessional(db, {
      firstName: '</script><script>alert(1)</script>',
      lastName: '"><img src=x onerror=alert(2)>',
      description: "It's <b>bold</b> & \u2028 new",
    });
    const html = (await t.app.inject({ method: 'GET', url: `/professionals/${pro.slug}` })).body;
    // Only the one JSON-LD script element: nothing broke out of it or of an attribute.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img',
    );
    const data = jsonLd(html);
    expect(data.name).toBe('</script><script>alert(1)</script> "><img src=x onerror=alert(2)>');
  });

  it('are 404 with noindex for unknown and unpublished profiles', async () => {
    const hidden = await createProfessional(db, { published: false });
    for (const url of ['/professionals/nobody-here', `/fi/ammattilaiset/${hidden.slug}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toContain('application/ld+json');
      expect(response.body).not.toContain(hidden.lastName);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('list every published profile in both languages with alternates', async () => {
    const listed = await createProfessional(db);
    const hidden = await createProfessional(db, { published: false });
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemap-pages.xml</loc>`);
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemap-professionals-1.xml</loc>`);
    expect(index.body).not.toContain('sitemap-professionals-2.xml');

    const pages = await t.app.inject({ method: 'GET', url: '/sitemap-pages.xml' });
    expect(pages.body).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(pages.body).toContain(`<loc>${ORIGIN}/fi</loc>`);

    const professionals = await t.app.inject({
      method: 'GET',
      url: '/sitemap-professionals-1.xml',
    });
    expect(professionals.statusCode).toBe(200);
    const body = professionals.body;
    expect(body).toContain(`<loc>${ORIGIN}/professionals/${listed.slug}</loc>`);
    expect(body).toContain(`<loc>${ORIGIN}/fi/ammattilaiset/${listed.slug}</loc>`);
    expect(body).toContain(
      `<xhtml:link rel="alternate" hreflang="fi" href="${ORIGIN}/fi/ammattilaiset/${listed.slug}"/>`,
    );
    expect(body).not.toContain(`${hidden.slug}<`);
    expect(body.trim().endsWith('</urlset>')).toBe(true);

    expect(
      (await t.app.inject({ method: 'GET', url: '/sitemap-professionals-2.xml' })).statusCode,
    ).toBe(404);
  });

  it('robots.txt points to the sitemap and keeps account pages out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /account/');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('search pages for search engines', () => {
  it('name what and where was searched, with canonical and hreflang links to the same search', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/professionals?search=Yoga&location=Turku&lat=60.45&lng=22.27&sort=rating&page=2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Yoga in Turku: professionals · Fitmarket</title>');
    expect(html).toContain(
      '<meta name="description" content="Find Yoga, Turku on Fitmarket: compare profiles, prices, reviews and places, and book a session.">',
    );
    // Sort and page are variants of the same page.
    const query = 'search=Yoga&amp;location=Turku&amp;lat=60.45&amp;lng=22.27';
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/professionals?${query}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="fi" href="${ORIGIN}/fi/ammattilaiset?${query}">`,
    );
  });

  it('write the Finnish page in Finnish, and a general head without a search', async () => {
    const finnish = await t.app.inject({ method: 'GET', url: '/fi/ammattilaiset?search=jooga' });
    expect(finnish.statusCode).toBe(200);
    expect(finnish.body).toContain('<html lang="fi"');
    expect(finnish.body).toContain('<title>jooga: ammattilaiset · Fitmarket</title>');
    const general = await t.app.inject({ method: 'GET', url: '/professionals' });
    expect(general.body).toContain(
      '<title>Find fitness and wellness professionals · Fitmarket</title>',
    );
    expect(general.body).toContain(`<link rel="canonical" href="${ORIGIN}/professionals">`);
  });

  it('escape hostile searches everywhere', async () => {
    const hostile = '"><script>alert(1)</script>';
    const response = await t.app.inject({
      method: 'GET',
      url: `/professionals?search=${encodeURIComponent(hostile)}&location=%27%3E%3Cb%3E`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain("'><b>");
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

/** The text between an element's tags, as a browser without JavaScript shows it. */
function rootOf(html: string): string {
  const match = html.match(/<div id="root">([\s\S]*)<\/div>\s*<\/body>/);
  if (!match?.[1]) throw new Error(`no root in ${html}`);
  return match[1];
}

describe('the first view, written before any script runs', () => {
  it('a profile page holds the name, specialities, about, services and places, in its language', async () => {
    const pro = await createProfessional(db);
    const english = rootOf(
      (await t.app.inject({ method: 'GET', url: `/professionals/${pro.slug}` })).body,
    );
    expect(english).toContain(`<h1>Aino ${pro.lastName}</h1>`);
    expect(english).toContain('<p>Strength training, Yoga</p>');
    expect(english).toContain('<h2>About</h2><p>Ten years of coaching.</p>');
    expect(english).toMatch(/<h2>Services<\/h2><ul><li>[^<]+€200<\/li><li>[^<]+€45<\/li><\/ul>/);
    expect(english).toContain('<li>Kallio, Helsinki</li><li>Turku</li>');
    expect(english).toContain('<a href="/professionals">');
    const finnish = rootOf(
      (await t.app.inject({ method: 'GET', url: `/fi/ammattilaiset/${pro.slug}` })).body,
    );
    expect(finnish).toContain('<p>Voimaharjoittelu, Jooga</p>');
    expect(finnish).toContain('45\u00a0€</li>');
    expect(finnish).toContain('<a href="/fi/ammattilaiset">');
  });

  it('a search page holds the heading, the count and each result linked to its profile', async () => {
    const pro = await createProfessional(db, { lastName: 'Firstview' });
    await db.transaction((tx) => refreshSearchDocuments(tx, [pro.id]));
    const english = rootOf(
      (await t.app.inject({ method: 'GET', url: '/professionals?search=firstview' })).body,
    );
    expect(english).toContain('<h1>firstview: professionals</h1><p>1 professional</p>');
    expect(english).toContain(
      `<h2><a href="/professionals/${pro.slug}">Aino Firstview</a></h2><p>Strength training, Yoga · Kallio, Helsinki · from €45</p><p>Strength coach in Helsinki.</p>`,
    );
    const finnish = rootOf(
      (await t.app.inject({ method: 'GET', url: '/fi/ammattilaiset?search=firstview' })).body,
    );
    expect(finnish).toContain('<p>1 ammattilainen</p>');
    expect(finnish).toContain(`<a href="/fi/ammattilaiset/${pro.slug}">Aino Firstview</a>`);
    expect(finnish).toContain('<p>Voimavalmentaja Helsingissä.</p>');
  });

  it('a search without results says so', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/professionals?search=zqxwv' })).body;
    expect(rootOf(html)).toContain(
      '<h1>zqxwv: professionals</h1><p>No professionals found</p></main>',
    );
  });
});

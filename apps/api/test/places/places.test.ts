import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZPlaceSchema, ZPlacesSchema } from '@fitmarket/core/api/places';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, lang = 'en') {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  return { response, body: response.json() };
}

describe('GET /v1/places', () => {
  it('finds Turku by its Swedish name, in the request language', async () => {
    const { response, body } = await get('/v1/places?q=%C3%85bo');
    expect(response.statusCode).toBe(200);
    expect(ZPlacesSchema.parse(body.data)[0]).toMatchObject({ id: 'm:853', name: 'Turku' });

    const fi = await get('/v1/places?q=maarian', 'fi');
    expect(fi.body.data[0]).toMatchObject({ id: 'm:478', name: 'Maarianhamina' });
    const en = await get('/v1/places?q=maarian', 'en');
    expect(en.body.data[0]).toMatchObject({ id: 'm:478', name: 'Mariehamn' });
  });

  it('finds districts by the start of their Finnish or Swedish name, with their city', async () => {
    for (const [q, lang, formatted] of [
      ['Kall', 'fi', 'Kallio, Helsinki'],
      ['Tapi', 'en', 'Tapiola, Espoo'],
      ['Bergh', 'en', 'Kallio, Helsinki'],
      ['drums', 'fi', 'Lauttasaari, Helsinki'],
    ]) {
      const { response, body } = await get(`/v1/places?q=${q}`, lang);
      expect(response.statusCode).toBe(200);
      expect(ZPlacesSchema.parse(body.data)[0], q).toMatchObject({ kind: 'district', formatted });
    }
  });

  it('finds Jyväskylä by a prefix typed without accents', async () => {
    const { body } = await get('/v1/places?q=jyvas&limit=3');
    expect(body.data[0]).toMatchObject({ id: 'm:179', kind: 'municipality', name: 'Jyväskylä' });
    expect(body.data.length).toBeLessThanOrEqual(3);
  });

  it('answers a postal code prefix with Helsinki postal areas', async () => {
    const { body } = await get('/v1/places?q=001');
    expect(body.data).toHaveLength(8); // the default limit
    for (const place of body.data) {
      expect(place).toMatchObject({ kind: 'postal_area', city: 'Helsinki' });
      expect(place.postal_code).toMatch(/^001\d\d$/);
    }
  });

  it('answers nothing found with an empty list', async () => {
    const { response, body } = await get('/v1/places?q=qqqq');
    expect(response.statusCode).toBe(200);
    expect(body).toEqual({ data: [] });
  });

  it('may be kept by caches, per language', async () => {
    const { response } = await get('/v1/places?q=hel');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(response.headers.vary).toMatch(/accept-language/i);
  });

  it('refuses a bad query with codes and fields, not cacheable', async () => {
    const cases: Array<[string, number, string]> = [
      ['/v1/places', 1307, 'q'],
      ['/v1/places?q=', 1301, 'q'],
      ['/v1/places?q=%20%20', 1301, 'q'],
      [`/v1/places?q=${'a'.repeat(101)}`, 1301, 'q'],
      ['/v1/places?q=hel&limit=0', 1301, 'limit'],
      ['/v1/places?q=hel&limit=21', 1301, 'limit'],
      ['/v1/places?q=hel&limit=two', 1301, 'limit'],
    ];
    for (const [url, code, field] of cases) {
      const { response, body } = await get(url);
      expect(response.statusCode, url).toBe(422);
      expect(body.errors, url).toEqual([expect.objectContaining({ code, field })]);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('GET /v1/places/{id}', () => {
  it('looks up each kind of id', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['m:091', { kind: 'municipality', name: 'Helsinki', formatted: 'Helsinki' }],
      ['d:091:kallio', { kind: 'district', formatted: 'Kallio, Helsinki' }],
      ['p:00530', { kind: 'postal_area', formatted: '00530 Helsinki', postal_code: '00530' }],
    ];
    for (const [id, expected] of cases) {
      const { response, body } = await get(`/v1/places/${encodeURIComponent(id)}`, 'fi');
      expect(response.statusCode, id).toBe(200);
      expect(ZPlaceSchema.parse(body.data), id).toMatchObject({ id, ...expected });
      expect(response.headers['cache-control']).toMatch(/^public/);
    }
    // Colons need no escaping in a path.
    expect((await get('/v1/places/d:091:kallio')).response.statusCode).toBe(200);
  });

  it('answers 404 + 1325 for an unknown id', async () => {
    for (const id of ['m:999', 'p:00000', 'd:091:atlantis', 'osm:N1', 'nonsense']) {
      const { response, body } = await get(`/v1/places/${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(404);
      expect(body.errors, id).toEqual([expect.objectContaining({ code: 1325, field: 'id' })]);
    }
  });

  it('refuses an id that is too long', async () => {
    // Fastify's own path-parameter limit (100) answers before the schema does.
    const { response, body } = await get(`/v1/places/${'m'.repeat(101)}`);
    expect(response.statusCode).toBe(414);
    expect(body.errors).toEqual([expect.objectContaining({ code: 1303 })]);
  });
});

describe('places from an HTTP geocoder that does not answer', () => {
  let server: http.Server;
  let away: TestApp;
  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      response.writeHead(502).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    away = await createTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await away?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers 503 + 1306, so the person tries again', async () => {
    for (const url of ['/v1/places?q=tur', '/v1/places/osm%3AN1']) {
      const response = await away.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json().errors, url).toEqual([expect.objectContaining({ code: 1306 })]);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

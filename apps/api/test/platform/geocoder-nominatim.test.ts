import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createCachingGeocoder } from '../../src/platform/geocoder/caching-geocoder';
import { createGeocoder } from '../../src/platform/geocoder/create-geocoder';
import {
  createNominatimGeocoder,
  GeocoderUnavailableError,
} from '../../src/platform/geocoder/nominatim-geocoder';

/** Answers as Nominatim does (jsonv2 with addressdetails), from a few stored places. */
const turku = {
  place_id: 1,
  osm_type: 'relation',
  osm_id: 37159,
  lat: '60.4517531',
  lon: '22.2670522',
  addresstype: 'city',
  name: 'Turku',
  display_name: 'Turku, Varsinais-Suomi, Suomi',
  address: { city: 'Turku', postcode: '20100', country_code: 'fi' },
};
const kallio = {
  osm_type: 'node',
  osm_id: 123,
  lat: '60.1843',
  lon: '24.9503',
  addresstype: 'suburb',
  name: 'Kallio',
  address: { suburb: 'Kallio', city: 'Helsinki', postcode: '00530', country_code: 'fi' },
};
const postcode = {
  osm_type: 'way',
  osm_id: 77,
  lat: '60.17',
  lon: '24.94',
  addresstype: 'postcode',
  name: '',
  address: { postcode: '00100', city: 'Helsinki', country_code: 'fi' },
};
const stockholm = {
  osm_type: 'relation',
  osm_id: 398021,
  lat: '59.3',
  lon: '18.0',
  addresstype: 'city',
  name: 'Stockholm',
  address: { city: 'Stockholm', country_code: 'se' },
};

let server: http.Server;
let baseUrl: string;
let requests: URL[] = [];
let answer: (url: URL, response: http.ServerResponse) => void;

function json(response: http.ServerResponse, body: unknown, status = 200) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function nominatim(url: URL, response: http.ServerResponse) {
  if (url.pathname === '/nominatim/search') {
    const q = url.searchParams.get('q') ?? '';
    const all = [turku, kallio, postcode, { osm_type: 'bogus' }, turku];
    return json(
      response,
      q === 'x' ? all : all.filter((place) => 'name' in place && place.name.startsWith(q)),
    );
  }
  if (url.pathname === '/nominatim/lookup') {
    const found: Record<string, unknown> = { R37159: turku, N123: kallio, R398021: stockholm };
    const id = url.searchParams.get('osm_ids') ?? '';
    return json(response, found[id] ? [found[id]] : []);
  }
  json(response, { error: 'not found' }, 404);
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    answer(url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  answer = nominatim;
});

/** Generous: the machine running the tests may be busy. The timeout test sets its own. */
const geocoder = (timeoutMs = 5000) =>
  createNominatimGeocoder({ baseUrl, timeoutMs, userAgent: 'Fitmarket (test)' });

describe('the caching geocoder', () => {
  it('keeps answers for their time, drops the least recently used and forgets failures', async () => {
    let clock = 5000;
    let calls = 0;
    let fail = false;
    const inner = {
      async suggest(query: string) {
        calls += 1;
        if (fail) throw new GeocoderUnavailableError('away');
        return [{ id: query } as never];
      },
      async named(name: string) {
        calls += 1;
        return [{ id: `named ${name}` } as never];
      },
      async lookup() {
        calls += 1;
        return null;
      },
    };
    const cache = createCachingGeocoder(inner, { maxEntries: 2, ttlMs: 1000, now: () => clock });
    await cache.suggest('a', 'fi', 5);
    await cache.suggest('a', 'fi', 5);
    expect(calls).toBe(1);
    await cache.suggest('b', 'fi', 5);
    await cache.suggest('a', 'fi', 5); // a is now the most recent
    await cache.suggest('c', 'fi', 5); // b goes
    await cache.suggest('a', 'fi', 5);
    expect(calls).toBe(3);
    await cache.suggest('b', 'fi', 5);
    expect(calls).toBe(4);
    clock = 6001;
    await cache.suggest('b', 'fi', 5);
    expect(calls).toBe(5);

    fail = true;
    await expect(cache.suggest('d', 'fi', 5)).rejects.toThrow();
    fail = false;
    expect(await cache.suggest('d', 'fi', 5)).toEqual([{ id: 'd' }]);
    expect(calls).toBe(7);
    // A name is kept apart from the same text typed as a prefix.
    expect(await cache.named('d', 'fi', 5)).toEqual([{ id: 'named d' }]);
    expect(await cache.named('d', 'fi', 5)).toEqual([{ id: 'named d' }]);
    expect(calls).toBe(8);
  });
});

describe('the Nominatim geocoder', () => {
  it('names a place exactly: of its answers, those called so', async () => {
    expect((await geocoder().named('Kallio', 'fi', 5)).map((place) => place.name)).toEqual([
      'Kallio',
    ]);
    expect(await geocoder().named('Kal', 'fi', 5)).toEqual([]);
  });

  it('asks /search for Finnish places in the request language', async () => {
    const places = await geocoder().suggest(' Tur ', 'fi', 5);

    expect(places).toEqual([
      {
        id: 'osm:R37159',
        kind: 'municipality',
        name: 'Turku',
        formatted: 'Turku',
        city: 'Turku',
        postal_code: null,
        lat: 60.4517531,
        lon: 22.2670522,
      },
    ]);
    const [url] = requests;
    expect(url?.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'fi',
      q: 'Tur',
      'accept-language': 'fi',
      limit: '5',
    });
  });

  it('maps districts and postal areas, skips what it cannot read and repeats', async () => {
    const places = await geocoder().suggest('x', 'en', 8);

    expect(places.map((place) => [place.id, place.kind, place.formatted])).toEqual([
      ['osm:R37159', 'municipality', 'Turku'],
      ['osm:N123', 'district', 'Kallio, Helsinki'],
      ['osm:W77', 'postal_area', '00100 Helsinki'],
    ]);
    expect(places[1]).toMatchObject({ city: 'Helsinki', postal_code: '00530' });
    expect(places[2]).toMatchObject({ name: '00100', postal_code: '00100' });
    expect(await geocoder().suggest('x', 'en', 2)).toHaveLength(2);
  });

  it('looks up its own ids with /lookup, and nothing else or outside Finland', async () => {
    expect(await geocoder().lookup('osm:N123', 'en')).toMatchObject({
      id: 'osm:N123',
      name: 'Kallio',
    });
    expect(requests.at(-1)?.searchParams.get('osm_ids')).toBe('N123');
    expect(await geocoder().lookup('osm:R1', 'en')).toBeNull();
    expect(await geocoder().lookup('osm:R398021', 'en')).toBeNull();

    requests = [];
    for (const id of ['m:091', 'osm:X1', 'osm:N', 'osm:N1,W2', 'osm:N1&q=x']) {
      expect(await geocoder().lookup(id, 'fi'), id).toBeNull();
    }
    expect(requests).toEqual([]);
  });

  it('gives up after its timeout, on an error status and on a garbled answer', async () => {
    answer = () => {}; // never answers
    const started = Date.now();
    await expect(geocoder(300).suggest('Tur', 'fi', 5)).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(3000);

    answer = (_url, response) => json(response, { error: 'busy' }, 503);
    await expect(geocoder().lookup('osm:N123', 'fi')).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );

    answer = (_url, response) => response.end('<html>');
    await expect(geocoder().suggest('Tur', 'fi', 5)).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );

    answer = (_url, response) => json(response, { not: 'a list' });
    await expect(geocoder().suggest('Tur', 'fi', 5)).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
  });

  it('is chosen by GEOCODER_URL, with its answers kept, and the gazetteer without it', async () => {
    const withUrl = createGeocoder(loadConfig({ NODE_ENV: 'test', GEOCODER_URL: baseUrl }));
    expect(await withUrl.lookup('osm:N123', 'fi')).toMatchObject({ name: 'Kallio' });
    expect(requests.at(-1)?.pathname).toBe('/nominatim/lookup');
    await withUrl.suggest('Tur', 'fi', 5);
    await withUrl.suggest('tur ', 'fi', 5);
    await withUrl.lookup('osm:N123', 'fi');
    expect(requests).toHaveLength(2);
    await withUrl.suggest('Tur', 'en', 5);
    expect(requests).toHaveLength(3);

    const embedded = createGeocoder(loadConfig({ NODE_ENV: 'test' }));
    expect(await embedded.lookup('m:853', 'fi')).toMatchObject({ name: 'Turku' });
  });
});

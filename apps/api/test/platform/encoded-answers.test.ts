import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createProfessional, seedCatalogue } from '../public-profile/fixtures';

// Kept answers go compressed to clients that take it (every browser), the same bytes otherwise.
describe('cached answers, compressed once', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t.deps.database.db);
    slug = (await createProfessional(t.deps.database.db)).slug as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  const decoded = (encoding: string | undefined, body: Buffer) =>
    encoding === 'br'
      ? zlib.brotliDecompressSync(body)
      : encoding === 'gzip'
        ? zlib.gunzipSync(body)
        : body;

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip'],
    [undefined, 'identity'],
  ])('a guest profile as %s', async (encoding, accepted) => {
    const plain = await t.app.inject({ method: 'GET', url: `/v1/professionals/${slug}` });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/v1/professionals/${slug}`,
      headers: { 'accept-encoding': accepted },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.vary).toBe('accept-language, authorization, accept-encoding');
    expect(decoded(encoding, answer.rawPayload).toString()).toBe(plain.body);
    expect(JSON.parse(plain.body).data.slug).toBe(slug);
  });

  it('a search answer, compressed smaller', async () => {
    const search = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/professionals/search',
        headers,
        payload: {},
      });
    const plain = await search({});
    const compressed = await search({ 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(decoded('br', compressed.rawPayload).toString()).toBe(plain.body);
    expect(JSON.parse(plain.body).meta.pagination).toBeDefined();
  });
});

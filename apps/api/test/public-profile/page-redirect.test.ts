import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_URL: 'https://fitmarket.example' } });
});
afterAll(() => t.close());

describe('GET /v1/professionals/{slug}/page', () => {
  it("redirects to the professional's marketplace page at WEB_URL, in the language asked", async () => {
    const fi = await t.app.inject({ url: '/v1/professionals/anna-virtanen/page?lang=fi' });
    expect(fi.statusCode).toBe(302);
    expect(fi.headers.location).toBe('https://fitmarket.example/fi/ammattilaiset/anna-virtanen');
    const byHeader = await t.app.inject({
      url: '/v1/professionals/anna-virtanen/page',
      headers: { 'accept-language': 'en' },
    });
    expect(byHeader.headers.location).toBe('https://fitmarket.example/professionals/anna-virtanen');
  });

  it('never leaves WEB_URL, whatever the slug holds', async () => {
    const sneaky = await t.app.inject({ url: '/v1/professionals/%2F%2Fevil.example/page' });
    expect(String(sneaky.headers.location ?? '')).toMatch(/^https:\/\/fitmarket\.example\//);
    const badLang = await t.app.inject({ url: '/v1/professionals/anna/page?lang=sv' });
    expect(badLang.statusCode).toBe(422);
  });
});

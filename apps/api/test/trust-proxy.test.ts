import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The per-IP attempt limit (30 a minute by default) must hold against a client that writes a
 * new X-Forwarded-For on every request; only the proxies TRUST_PROXY names may set it.
 */
async function signInsFromForgedAddresses(t: TestApp, count: number, remoteAddress?: string) {
  const statuses: number[] = [];
  const retryAfter: (string | undefined)[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
      // A new address each time, so only the per-IP budget can run out.
      payload: { email: `guess${attempt}@example.com`, password: 'Guessing-pass1' },
    });
    statuses.push(response.statusCode);
    retryAfter.push(response.headers['retry-after'] as string | undefined);
  }
  return { statuses, retryAfter };
}

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));
async function appWith(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  apps.push(t);
  return t;
}

describe('the client address behind X-Forwarded-For', () => {
  it('is not believed by default: 35 sign-ins with 35 forged addresses are limited', async () => {
    const { statuses, retryAfter } = await signInsFromForgedAddresses(await appWith(), 35);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    const seconds = Number(retryAfter.at(-1));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
  }, 300_000);

  // With a budget of 3, five sign-ins show whether the forged addresses counted apart.
  const smallBudget = { AUTH_RATE_LIMIT_PER_IP: '3' };

  it('is believed through as many proxies as TRUST_PROXY counts', async () => {
    const t = await appWith({ ...smallBudget, TRUST_PROXY: '1' });
    const { statuses } = await signInsFromForgedAddresses(t, 5);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
  }, 180_000);

  it('is believed from the proxy addresses TRUST_PROXY names, and only from them', async () => {
    const t = await appWith({ ...smallBudget, TRUST_PROXY: '10.0.0.0/8,192.168.0.1' });
    const throughProxy = await signInsFromForgedAddresses(t, 5, '10.1.2.3');
    expect(throughProxy.statuses).toEqual([401, 401, 401, 401, 401]);
    const direct = await signInsFromForgedAddresses(t, 5, '192.0.2.9');
    expect(direct.statuses).toEqual([401, 401, 401, 429, 429]);
  }, 180_000);
});

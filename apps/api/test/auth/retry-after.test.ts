import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWithinDailyLimit } from '../../src/auth/mail-quota';
import { AppError } from '../../src/errors/app-error';
import type { MailService } from '../../src/platform/mail/mail-service';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_ADDRESS: '1' },
    configure(app) {
      app.get('/v1/probe/too-many', () => {
        throw new AppError({ code: 1151 }, 429);
      });
      app.get('/v1/probe/daily-limit', () => {
        throw new AppError({ code: 1007 }, undefined, { retryAfterSeconds: 3600.2 });
      });
    },
  });
}, 180_000);
afterAll(() => t.close());

describe('Retry-After on every 429', () => {
  it('says how long the attempt limit still holds', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'held@example.com', password: 'Guessing-pass1' },
      });
    expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('rounds a known wait up to whole seconds, and falls back to the one-minute window', async () => {
    const daily = await t.app.inject({ method: 'GET', url: '/v1/probe/daily-limit' });
    expect(daily.statusCode).toBe(429);
    expect(daily.headers['retry-after']).toBe('3601');
    const other = await t.app.inject({ method: 'GET', url: '/v1/probe/too-many' });
    expect(other.headers['retry-after']).toBe('60');
  });

  it('gives the daily e-mail limit (1007) the day it lasts at most', async () => {
    const deps = {
      mail: { send: async () => {} } as unknown as MailService,
      mailQuota: { take: async () => false, giveBack: async () => {} },
    };
    const refused = sendWithinDailyLimit(
      deps,
      { to: 'full@example.com', subject: 'S', text: 'T' },
      'public',
    );
    await expect(refused).rejects.toMatchObject({
      items: [{ code: 1007 }],
      retryAfterSeconds: 86_400,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { assertCanSendMail, assertPaymentsProvider, ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('gives working, closed defaults with no environment at all: production, no demo', () => {
    const config = loadConfig({});
    expect(config.WEB_PORT).toBe(3000);
    expect(config.BACKOFFICE_PORT).toBe(3001);
    expect(config.NODE_ENV).toBe('production');
    expect(config.DEMO).toBe(false);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.webUrl).toBe('http://localhost:3000');
  });

  it('runs the demo only when asked for, whatever NODE_ENV says', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).DEMO).toBe(false);
    expect(loadConfig({ DEMO: 'true' }).DEMO).toBe(true);
  });

  it('trusts X-Forwarded-For only from a hop count or named proxies, never from everyone', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,fd00::/8' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8']);
    for (const wrong of ['true', '10.0.0.0/33', '10.0.0', 'proxy.example.com', '1.2.3.4/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses a wrong value with a message naming the variable', () => {
    expect(() => loadConfig({ WEB_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ WEB_PORT: 'eighty' })).toThrow(/WEB_PORT="eighty"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DEMO: 'maybe' })).toThrow(/DEMO/);
  });

  it('never echoes the password of a URL it refuses', () => {
    for (const [name, value] of [
      ['DATABASE_URL', 'mysql://fitmarket:s3cret-pass@db.example:3306/app'],
      ['SMTP_URL', 'http://mailer:s3cret-pass@mail.example'],
      ['REDIS_URL', 'http://:s3cret-pass@redis.example:6379'],
    ] as const) {
      let message = '';
      try {
        loadConfig({ [name]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain(name);
      expect(message).toContain('***');
      expect(message).not.toContain('s3cret-pass');
    }
  });

  it('refuses one port for both listeners with a message, not a crash at listen', () => {
    expect(() => loadConfig({ WEB_PORT: '4000', BACKOFFICE_PORT: '4000' })).toThrow(ConfigError);
    expect(() => loadConfig({ WEB_PORT: '3001' })).toThrow(/WEB_PORT and BACKOFFICE_PORT/);
    // 0 asks for any free port, a different one for each.
    expect(loadConfig({ WEB_PORT: '0', BACKOFFICE_PORT: '0' }).WEB_PORT).toBe(0);
  });

  it('needs a way to send mail outside the demo, and says which setting', () => {
    expect(() => assertCanSendMail(loadConfig({}), 'the server')).toThrow(ConfigError);
    expect(() => assertCanSendMail(loadConfig({}), 'the server')).toThrow(/SMTP_URL/);
    expect(() => assertCanSendMail(loadConfig({ DEMO: 'true' }), 'the server')).not.toThrow();
    const withSmtp = loadConfig({ SMTP_URL: 'smtp://mail.example:587' });
    expect(() => assertCanSendMail(withSmtp, 'the server')).not.toThrow();
  });

  it('sizes the PostgreSQL pools from the settings', () => {
    expect(loadConfig({}).DB_POOL_MAX).toBe(10);
    const config = loadConfig({ DB_POOL_MAX: '40', SEARCH_DB_POOL_MAX: '20' });
    expect([config.DB_POOL_MAX, config.SEARCH_DB_POOL_MAX]).toEqual([40, 20]);
    expect(() => loadConfig({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/);
  });
});

describe('assertPaymentsProvider', () => {
  it('refuses the default test provider in production outside the demo, unless set explicitly', () => {
    const production = loadConfig({});
    expect(() => assertPaymentsProvider(production, {})).toThrow(ConfigError);
    expect(() => assertPaymentsProvider(production, {})).toThrow(/PAYMENTS_PROVIDER/);
    const explicit = { PAYMENTS_PROVIDER: 'test' };
    expect(() => assertPaymentsProvider(loadConfig(explicit), explicit)).not.toThrow();
    const demo = { DEMO: 'true' };
    expect(() => assertPaymentsProvider(loadConfig(demo), demo)).not.toThrow();
    const development = { NODE_ENV: 'development' };
    expect(() => assertPaymentsProvider(loadConfig(development), development)).not.toThrow();
  });
});

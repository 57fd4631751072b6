import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('gives working defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config.WEB_PORT).toBe(3000);
    expect(config.BACKOFFICE_PORT).toBe(3001);
    expect(config.demoData).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.webUrl).toBe('http://localhost:3000');
  });

  it('turns demo data off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('refuses a wrong value with a message naming the variable', () => {
    expect(() => loadConfig({ WEB_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ WEB_PORT: 'eighty' })).toThrow(/WEB_PORT="eighty"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
  });
});

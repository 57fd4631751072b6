import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The Content-Security-Policy header as a map of directive → sources. */
function policyOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets pages run only our own scripts, talk only to their origin and never be framed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // Profile videos from the privacy-friendly players only; map tiles from the one tile server.
    expect(policy.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect(policy.get('img-src')).toContain('https://tile.openstreetmap.org');
    const scripts = policy.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the same policy with an error, so a 404 page is no way around it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(policyOf(response.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('holds the API documentation page to the same rule: scripts by file or by hash only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    const scripts = policyOf(response.headers['content-security-policy']).get('script-src') ?? [];
    for (const source of scripts) expect(source).toMatch(/^('self'|'sha256-.+')$/);
  });
});

describe('security headers with uploads in a bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { S3_BUCKET: 'fitmarket-files', S3_PUBLIC_URL: 'https://cdn.example.com/files' },
    });
  });
  afterAll(() => t.close());

  it("lets pages show images from the bucket's public address", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    const images = policyOf(response.headers['content-security-policy']).get('img-src');
    expect(images).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.example.com',
      'https://tile.openstreetmap.org',
    ]);
  });
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      // A probe route with a typed body, to drive the shared validation and error handling.
      app.post(
        '/v1/probe',
        { schema: { body: z.object({ count: z.number().int(), name: z.string() }) } },
        async (request) => ({ data: request.body }),
      );
      app.get('/v1/probe/crash', async () => {
        throw new Error('secret internal detail');
      });
    },
  });
});
afterAll(() => t.close());

function expectNoStackTrace(body: string) {
  expect(body).not.toMatch(/at .+\(.+:\d+:\d+\)/);
  expect(body).not.toContain('node_modules');
}

describe('error envelope', () => {
  it('answers a malformed JSON body with 400 and code 1300', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"count": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ code: 1300, message: expect.stringMatching(/.+/) }]);
    expectNoStackTrace(response.body);
  });

  it('answers a value of the wrong type with 422, code 1301 and the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/probe',
      payload: { count: 'three', name: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { code: 1301, message: expect.any(String), field: 'count' },
    ]);
  });

  it('answers a missing value with code 1307 (required) per field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/probe', payload: {} });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as { code: number; field: string }[];
    expect(errors.map((error) => [error.code, error.field]).sort()).toEqual([
      [1307, 'count'],
      [1307, 'name'],
    ]);
  });

  it('answers an unknown route with 404 and code 1302', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe(1302);
  });

  it('hides the cause of an unexpected failure behind 500 and code 1304', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json().errors[0].code).toBe(1304);
    expect(response.body).not.toContain('secret internal detail');
    expectNoStackTrace(response.body);
  });

  it('writes the error text in the language of Accept-Language', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/v1/no-such-thing' });
    const finnish = await t.app.inject({
      method: 'GET',
      url: '/v1/no-such-thing',
      headers: { 'accept-language': 'fi-FI,fi;q=0.9,en;q=0.5' },
    });
    expect(finnish.json().errors[0].code).toBe(1302);
    expect(finnish.json().errors[0].message).not.toBe(english.json().errors[0].message);
  });
});

describe('requests the HTTP parser refuses', () => {
  /** Sends raw bytes to the listening app and returns what came back, headers and body. */
  let port = 0;
  beforeAll(async () => {
    port = Number(new URL(await t.web.listen({ port: 0, host: '127.0.0.1' })).port);
  });

  async function sendRaw(request: string) {
    return new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [headers = '', body = ''] = answer.split('\r\n\r\n');
        resolve({ status: Number(headers.split(' ')[1]), headers, body });
      });
    });
  }

  it('answers a header without a colon with 400, the envelope and the security headers', async () => {
    const answer = await sendRaw('GET /health HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors).toEqual([
      { code: 1300, message: expect.stringMatching(/.+/) },
    ]);
    expect(answer.headers).toMatch(/^X-Content-Type-Options: nosniff$/im);
    expect(answer.headers).toMatch(/^Content-Security-Policy: default-src 'none'/im);
  });

  it('answers headers over the size limit with 431 and code 1303', async () => {
    const huge = 'a'.repeat(20_000);
    const answer = await sendRaw(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${huge}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).errors[0].code).toBe(1303);
  });
});

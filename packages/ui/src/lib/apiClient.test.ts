import { ZOkSchema } from '@fitmarket/core/api/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiAnswerError, ApiError, apiRequest, errorsOf, onSessionEnded } from './apiClient';
import { AUTH_TOKEN_STORAGE_KEY } from './authToken';

const fetchMock = vi.fn<typeof fetch>();
const ZGreetingSchema = z.object({ greeting: z.string() });
const storage = new Map<string, string>();

beforeEach(() => {
  storage.clear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('tells that the session ended when a signed-in request meets a block, not a sign-in', async () => {
    const heard: unknown[] = [];
    const stop = onSessionEnded((errors) => heard.push(errors));
    const blocked = { errors: [{ code: 1311, message: 'Your account has been blocked.' }] };
    fetchMock.mockImplementation(async () => answer(403, blocked));
    await failureOf(apiRequest('/v1/auth/login', { schema: ZOkSchema, method: 'POST' }));
    expect(heard).toEqual([]);

    storage.set(AUTH_TOKEN_STORAGE_KEY, 'secret-token');
    await failureOf(apiRequest('/v1/notifications', { schema: ZOkSchema }));
    expect(heard).toEqual([blocked.errors]);
    // A refusal of something else leaves the session alone.
    fetchMock.mockImplementation(async () =>
      answer(403, { errors: [{ code: 1317, message: 'x' }] }),
    );
    await failureOf(apiRequest('/v1/admin/users', { schema: ZOkSchema }));
    expect(heard).toHaveLength(1);
    stop();
  });

  it('sends the language and the stored token, and unwraps data', async () => {
    storage.set(AUTH_TOKEN_STORAGE_KEY, 'secret-token');
    fetchMock.mockResolvedValue(answer(200, { data: { greeting: 'hei' } }));

    const data = await apiRequest('/v1/landing', { schema: ZGreetingSchema, language: 'fi' });

    expect(data).toEqual({ greeting: 'hei' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(path).toBe('/v1/landing');
    expect(headers.get('Accept-Language')).toBe('fi');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('loads a first page’s schema while the request is under way, not after the answer', async () => {
    const order: string[] = [];
    fetchMock.mockImplementation(async () => {
      order.push('request sent');
      return answer(200, { data: { greeting: 'hei' } });
    });
    const data = await apiRequest('/v1/landing', {
      schema: async () => {
        order.push('schema asked for');
        return ZGreetingSchema;
      },
    });
    expect(data).toEqual({ greeting: 'hei' });
    expect(order).toEqual(['schema asked for', 'request sent']);
  });

  it('sends a body as JSON without a token when none is stored', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { ok: true } }));

    await apiRequest('/v1/admin/login', {
      schema: ZOkSchema,
      method: 'POST',
      body: { email: 'a@b.fi' },
    });

    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.fi"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends a FormData as it is, so the browser makes it multipart with its boundary', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { ok: true } }));
    const form = new FormData();
    form.append('file', new Blob(['GIF89a']), 'me.gif');

    await apiRequest('/v1/uploads?kind=avatar', { schema: ZOkSchema, method: 'POST', body: form });

    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('throws the server errors with their status', async () => {
    const errors = [{ code: 1025, message: 'Invalid email or password.', field: 'email' }];
    fetchMock.mockResolvedValue(answer(401, { errors }));

    const error = await failureOf(
      apiRequest('/v1/admin/login', { schema: ZOkSchema, method: 'POST', body: {} }),
    );

    expect(error.status).toBe(401);
    expect(error.errors).toEqual(errors);
    expect(errorsOf(error)).toEqual(errors);
  });

  it('turns an unreachable server into error 1304', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await failureOf(
      apiRequest('/v1/landing', { schema: ZGreetingSchema, language: 'en' }),
    );

    // The text comes from the SPA's i18n catalogue (English is bundled).
    expect(error.status).toBe(0);
    expect(error.errors).toEqual([
      { code: 1304, message: 'Something went wrong on our side. Please try again.' },
    ]);
  });

  it('turns an answer that is not our API (a proxy page) into error 1304', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }));

    const error = await failureOf(apiRequest('/v1/landing', { schema: ZGreetingSchema }));

    expect(error.status).toBe(502);
    expect(error.errors.map(({ code }) => code)).toEqual([1304]);
  });

  it('lets a cancelled request stay a cancellation', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    fetchMock.mockRejectedValue(abort);

    await expect(
      apiRequest('/v1/landing', { schema: ZGreetingSchema, signal: controller.signal }),
    ).rejects.toBe(abort);
  });

  it("answers the schema's output, transforms included", async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { count: '3' } }));

    const data = await apiRequest('/v1/count', {
      schema: z.object({ count: z.coerce.number() }),
    });

    expect(data).toEqual({ count: 3 });
  });

  it('refuses data that does not match the schema, naming the call and the field', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { greeting: 3, extra: 'kept out' } }));

    const error = await apiRequest('/v1/landing', { schema: ZGreetingSchema }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiAnswerError);
    const mismatch = error as ApiAnswerError;
    expect(mismatch.request).toBe('GET /v1/landing');
    expect(mismatch.message).toContain('GET /v1/landing');
    expect(mismatch.message).toMatch(/expected string.*\n.*at greeting/s);
    // The page shows it as any other failure it cannot explain.
    expect(errorsOf(mismatch).map(({ code }) => code)).toEqual([1304]);
  });

  it('refuses a success without data rather than answering undefined', async () => {
    fetchMock.mockResolvedValue(answer(200, { greeting: 'hei' }));

    await expect(
      apiRequest('/v1/admin/logout', { schema: ZOkSchema, method: 'POST' }),
    ).rejects.toThrow(/POST \/v1\/admin\/logout/);
  });
});

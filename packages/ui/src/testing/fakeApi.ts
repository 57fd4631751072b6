import { vi } from 'vitest';

/** What the fake server answers: an HTTP status and the JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** A request the fake server saw. */
export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
}

/** An answer, or a function of the request's JSON body (undefined without one) giving it. */
type Handler = FakeAnswer | ((body: unknown) => FakeAnswer | Promise<FakeAnswer>);

/** 200 with `{ data }`, as the API answers a success. */
export function ok(data: unknown): FakeAnswer {
  return { status: 200, body: { data } };
}

/** An API error in its envelope, `{ errors: [{ code, message }] }`. */
export function failure(status: number, code: number, message = `error ${code}`): FakeAnswer {
  return { status, body: { errors: [{ code, message }] } };
}

/**
 * Replaces `fetch` with a fake API answering "METHOD /path" keys (the setup file restores the
 * real one after each test). Anything else gets a 404, so an unexpected call shows in `seen`.
 */
export function fakeApi(handlers: Record<string, Handler>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const fakeFetch = vi.fn<typeof fetch>(async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    seen.push({ method, path, authorization: new Headers(init?.headers).get('Authorization') });
    const handler = handlers[`${method} ${path}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer =
      typeof handler === 'function'
        ? await handler(body)
        : (handler ?? failure(404, 0, `no fake for ${method} ${path}`));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fakeFetch);
  return seen;
}

/** A promise to settle from the test, for an answer that arrives when the test says so. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIVE_CLOSE_UNAUTHORIZED, type TLiveFrame } from '@fitmarket/core/api/realtime';
import { WEB_LINKS } from '@fitmarket/core/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPostgres } from '../../src/db/client';
import { createRedisPubSub } from '../../src/platform/pubsub/redis-pubsub';
import { createWiredDeps } from '../../src/wiring';
import { codeMailedTo } from '../accounts/account-helpers';
import { redisListens, serverListens, TEST_REDIS_URL } from '../helpers/redis';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createEmptyPostgresDatabase, postgresAdminUrl } from '../helpers/test-database';
import { createUser, signIn, signInStaff, TEST_PASSWORD } from '../helpers/users';

type App = TestApp['web'];

/** A live socket with every frame it received, and a way to wait for the next matching one. */
async function openLive(app: App, options: { token?: string; firstFrame?: object } = {}) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}/v1/live`, {
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  const frames: TLiveFrame[] = [];
  const waiters: (() => void)[] = [];
  let closeCode: number | undefined;
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as TLiveFrame);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('close', (code) => {
    closeCode = code;
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  if (options.firstFrame) socket.send(JSON.stringify(options.firstFrame));
  return {
    socket,
    frames,
    closeCode: () => closeCode,
    async next<T extends TLiveFrame['type']>(type: T, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = frames.find((frame) => frame.type === type);
        if (found) {
          frames.splice(frames.indexOf(found), 1);
          return found as Extract<TLiveFrame, { type: T }>;
        }
        if (closeCode !== undefined) throw new Error(`socket closed (${closeCode}) before ${type}`);
        if (Date.now() > until) throw new Error(`no ${type} frame within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

async function contact(app: App, token: string, professionalId: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/conversations',
    headers: { authorization: `Bearer ${token}` },
    payload: { professional_id: professionalId },
  });
  return response.json().data.id as number;
}

function send(app: App, token: string, conversationId: number, body: string) {
  return app.inject({
    method: 'POST',
    url: `/v1/conversations/${conversationId}/messages`,
    headers: { authorization: `Bearer ${token}` },
    payload: { body },
  });
}

describe('live socket on one instance', () => {
  let t: TestApp;
  let customer: { id: number; token: string };
  let pro: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    await t.web.listen({ host: '127.0.0.1', port: 0 });
    const db = t.deps.database.db;
    const c = await createUser(db);
    const p = await createUser(db, { role: 'professional', published: true, slug: 'live-pro' });
    customer = { id: c.id, token: await signIn(t.app, c.email) };
    pro = { id: p.id, token: await signIn(t.app, p.email) };
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs in with the first frame and delivers messages and read receipts to both people', async () => {
    const proLive = await openLive(t.web, { firstFrame: { type: 'auth', token: pro.token } });
    expect(await proLive.next('ready')).toEqual({ type: 'ready', user_id: pro.id });
    const customerLive = await openLive(t.web, { token: customer.token });
    await customerLive.next('ready');

    const id = await contact(t.web, customer.token, pro.id);
    const sent = await send(t.web, customer.token, id, 'Moi!');
    const received = await proLive.next('message');
    expect(received.message).toEqual(sent.json().data);
    // The sender's other tabs hear of it too.
    expect((await customerLive.next('message')).message.body).toBe('Moi!');

    await t.app.inject({
      method: 'POST',
      url: `/v1/conversations/${id}/read`,
      headers: { authorization: `Bearer ${pro.token}` },
    });
    expect(await customerLive.next('read')).toMatchObject({
      conversation_id: id,
      reader_id: pro.id,
      up_to_id: received.message.id,
    });
    proLive.socket.close();
    customerLive.socket.close();
  });

  it('closes the sockets of a session at once when it signs out, and only those', async () => {
    const user = await createUser(t.deps.database.db);
    const leaving = await signIn(t.app, user.email);
    const staying = await signIn(t.app, user.email);
    const leavingLive = await openLive(t.web, { firstFrame: { type: 'auth', token: leaving } });
    const stayingLive = await openLive(t.web, { token: staying });
    await leavingLive.next('ready');
    await stayingLive.next('ready');

    const signedOut = Date.now();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { authorization: `Bearer ${leaving}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await leavingLive.next('error')).errors[0]?.code).toBe(1091);
    await new Promise((resolve) => {
      if (leavingLive.closeCode() === undefined) leavingLive.socket.once('close', resolve);
      else resolve(undefined);
    });
    expect(leavingLive.closeCode()).toBe(LIVE_CLOSE_UNAUTHORIZED);
    // Well before the minute's token check.
    expect(Date.now() - signedOut).toBeLessThan(5000);
    expect(stayingLive.socket.readyState).toBe(WebSocket.OPEN);
    expect(stayingLive.frames.filter((frame) => frame.type === 'error')).toEqual([]);
    stayingLive.socket.close();
  });

  /** Waits for the socket's refusal; it must come well before the minute's token check. */
  async function closedAtOnce(live: Awaited<ReturnType<typeof openLive>>, since: number) {
    const code = (await live.next('error')).errors[0]?.code;
    expect(Date.now() - since).toBeLessThan(5000);
    return code;
  }

  it('closes the sockets of the other sessions at once when the password changes', async () => {
    const user = await createUser(t.deps.database.db);
    const other = await signIn(t.app, user.email);
    const changing = await signIn(t.app, user.email);
    const otherLive = await openLive(t.web, { token: other });
    const changingLive = await openLive(t.web, { token: changing });
    await otherLive.next('ready');
    await changingLive.next('ready');

    const changed = Date.now();
    const change = await t.app.inject({
      method: 'PUT',
      url: '/v1/me/password',
      headers: { authorization: `Bearer ${changing}` },
      payload: {
        current_password: TEST_PASSWORD,
        password: 'Brand-new-pass9',
        password_repeat: 'Brand-new-pass9',
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await closedAtOnce(otherLive, changed)).toBe(1091);
    expect(changingLive.socket.readyState).toBe(WebSocket.OPEN);
    changingLive.socket.close();
  });

  it('closes every socket of the user at once after a password reset', async () => {
    const user = await createUser(t.deps.database.db);
    const live = await openLive(t.web, { token: await signIn(t.app, user.email) });
    await live.next('ready');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const code = await codeMailedTo(t, user.email, WEB_LINKS.resetPassword);

    const reset = Date.now();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/reset',
      payload: { code, password: 'Brand-new-pass9', password_repeat: 'Brand-new-pass9' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await closedAtOnce(live, reset)).toBe(1091);
  });

  it('closes every socket of a user at once when staff block them, with the reason', async () => {
    const user = await createUser(t.deps.database.db);
    const admin = await createUser(t.deps.database.db, { role: 'admin' });
    const live = await openLive(t.web, { token: await signIn(t.app, user.email) });
    await live.next('ready');

    const blocked = Date.now();
    const block = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/users/block',
      headers: { authorization: `Bearer ${await signInStaff(t, admin.email)}` },
      payload: { id: user.id, reason: 'Spam' },
    });
    expect(block.statusCode, block.body).toBe(200);
    expect(await closedAtOnce(live, blocked)).toBe(1311);
  });

  it('refuses a bad token with the catalogue error and closes', async () => {
    const live = await openLive(t.web, { firstFrame: { type: 'auth', token: 'nope' } });
    const error = await live.next('error');
    expect(error.errors[0]?.code).toBe(1091);
    await new Promise((resolve) => live.socket.once('close', resolve));
    expect(live.closeCode()).toBe(LIVE_CLOSE_UNAUTHORIZED);

    const garbage = await openLive(t.web, { firstFrame: { hello: 'there' } });
    expect((await garbage.next('error')).errors[0]?.code).toBe(1002);
  });
});

// This part always runs on PostgreSQL: several instances share a database server, not PGlite.
const canRun = (await redisListens()) && (await serverListens(postgresAdminUrl));

describe.skipIf(!canRun)('live socket across two API instances on one PostgreSQL and Redis', () => {
  const instances: { app: App; close(): Promise<void> }[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const empty = await createEmptyPostgresDatabase();
    dropDatabase = empty.drop;
    // One channel prefix for this pair, so other test runs on the same Redis stay apart.
    const prefix = `fitmarket-test-${randomBytes(4).toString('hex')}:`;
    for (const _ of [1, 2]) {
      const database = await openPostgres(empty.url);
      await database.migrate();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-live-'));
      const config = loadConfig({ NODE_ENV: 'test', DEMO: 'true', DATA_DIR: dataDir });
      const log = { info() {}, error() {} };
      const deps = {
        ...createWiredDeps(config, database, log),
        pubsub: createRedisPubSub({ redisUrl: TEST_REDIS_URL, log, prefix }),
      };
      const app = await buildApp(deps, { area: 'marketplace' });
      await app.listen({ host: '127.0.0.1', port: 0 });
      instances.push({
        app,
        async close() {
          await app.close();
          await deps.pubsub.close();
          await database.close();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      });
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await dropDatabase?.();
  });

  it('delivers a message sent on one instance to the receiver connected to the other', async () => {
    const [a, b] = instances.map((instance) => instance.app) as [App, App];
    const c = await createUser(a.deps.database.db);
    const p = await createUser(a.deps.database.db, {
      role: 'professional',
      published: true,
      slug: 'two-instances',
    });
    const customerToken = await signIn(a, c.email);
    const proToken = await signIn(b, p.email);

    const proLive = await openLive(b, { firstFrame: { type: 'auth', token: proToken } });
    await proLive.next('ready');
    const id = await contact(a, customerToken, p.id);
    const sent = await send(a, customerToken, id, 'Sent on A, read on B');
    expect(sent.statusCode).toBe(201);
    expect((await proLive.next('message')).message).toEqual(sent.json().data);

    // And back: the read receipt made on B reaches the customer on A.
    const customerLive = await openLive(a, { token: customerToken });
    await customerLive.next('ready');
    await b.inject({
      method: 'POST',
      url: `/v1/conversations/${id}/read`,
      headers: { authorization: `Bearer ${proToken}` },
    });
    expect(await customerLive.next('read')).toMatchObject({
      conversation_id: id,
      reader_id: p.id,
    });
    proLive.socket.close();
    customerLive.socket.close();
  });

  it('closes a session’s socket on the other instance when it signs out on one', async () => {
    const [a, b] = instances.map((instance) => instance.app) as [App, App];
    const user = await createUser(a.deps.database.db);
    const token = await signIn(a, user.email);
    const live = await openLive(b, { token });
    await live.next('ready');
    await a.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await live.next('error')).errors[0]?.code).toBe(1091);
  });
});

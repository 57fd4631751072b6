import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialConnections, socialItems } from '../../src/db/schema';
import { bearer } from '../accounts/account-helpers';
import { listedProfessional } from '../helpers/professionals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn } from '../helpers/users';
import {
  addYoga,
  connectThroughApi,
  consentAndReturn,
  startLocalProviders,
} from './social-helpers';

/**
 * Issue 20: the connected providers' routes end to end against the local provider server:
 * connect (consent, callback with state and PKCE), the first import as a job, the items and
 * their controls, suggestions, the public Social tab, default, disconnect; and the refusals.
 */

let t: TestApp;
let providers: Awaited<ReturnType<typeof startLocalProviders>>;
let pro: Awaited<ReturnType<typeof listedProfessional>>;
let token: string;

beforeAll(async () => {
  providers = await startLocalProviders();
  t = await createTestApp({ env: providers.env });
  pro = await listedProfessional(t.deps.database.db);
  await addYoga(t.deps.database.db, pro.id);
  token = await signIn(t.app, pro.email);
});
afterAll(async () => {
  await t.close();
  await providers.close();
});

const connect = (provider: 'instagram' | 'facebook') => connectThroughApi(t, token, provider);

const get = (url: string, auth = token) =>
  t.app.inject({ method: 'GET', url, headers: bearer(auth) });

describe('connected providers', () => {
  it('lists both providers as configured', async () => {
    const answer = await get('/v1/me/social/providers');
    expect(answer.json().data).toEqual([
      { id: 'instagram', name: 'Instagram', configured: true },
      { id: 'facebook', name: 'Facebook', configured: true },
    ]);
  });

  it('connects Instagram, imports its posts and shows them scored', async () => {
    const back = await connect('instagram');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toContain(
      '/account/social-activities?social=connected&provider=instagram',
    );
    const pending = (await get('/v1/me/social/connections')).json().data;
    expect(pending).toMatchObject([
      { provider: 'instagram', account_name: 'demo.coach', is_default: true, status: 'connected' },
    ]);
    expect(pending[0].first_import_pending).toBe(true);

    await t.deps.jobs.drain();
    const [connection] = (await get('/v1/me/social/connections')).json().data;
    expect(connection.first_import_pending).toBe(false);
    expect(connection.item_count).toBe(6);

    const items = (await get('/v1/me/social/items')).json().data;
    expect(items).toHaveLength(6);
    const morning = items.find((item: { caption: string }) =>
      item.caption.startsWith('Aamujoogaa'),
    );
    expect(morning.relevance).toBe('high');
    expect(morning.media[0].url).toMatch(/^\/uploads\/social\//);
    const carousel = items.find((item: { caption: string }) => item.caption.startsWith('Morning'));
    expect(carousel.media).toHaveLength(3);
    expect(new Set(items.map((item: { relevance: string }) => item.relevance))).toEqual(
      new Set(['low', 'medium', 'high']),
    );
  });

  it('lets the owner feature, hide, override and mark items commercial; the public tab follows', async () => {
    const items = (await get('/v1/me/social/items')).json().data;
    const [first, second, third] = items;
    const patch = (id: number, payload: object, auth = token) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v1/me/social/items/${id}`,
        headers: bearer(auth),
        payload,
      });
    const last = items.at(-1);
    expect((await patch(last.id, { featured: true, commercial: true })).json().data).toMatchObject({
      featured: true,
      commercial: true,
    });
    expect((await patch(first.id, { hidden: true })).json().data.hidden).toBe(true);
    const overridden = (await patch(second.id, { relevance_override: 'low' })).json().data;
    expect(overridden).toMatchObject({ relevance: 'low', relevance_override: 'low' });

    const suggested = (await get('/v1/me/social/suggestions')).json().data;
    expect(suggested.map((item: { id: number }) => item.id)).not.toContain(last.id);
    expect(suggested.map((item: { id: number }) => item.id)).not.toContain(first.id);

    const visitor = await t.app.inject({
      method: 'GET',
      url: `/v1/professionals/${pro.slug}/social`,
    });
    expect(visitor.statusCode).toBe(200);
    const shown = visitor.json().data;
    expect(shown[0]).toMatchObject({ id: last.id, featured: true, commercial: true });
    const ids = shown.map((item: { id: number }) => item.id);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);
    for (const item of shown.slice(1)) expect(['high', 'medium']).toContain(item.relevance);
    expect(ids).toContain(third.id);

    // Guests' tabs are cached; the owner's hiding drops them at once, not when they expire.
    expect((await patch(third.id, { hidden: true })).json().data.hidden).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: `/v1/professionals/${pro.slug}/social`,
    });
    expect(again.json().data.map((item: { id: number }) => item.id)).not.toContain(third.id);
    await patch(third.id, { hidden: false });
  });

  it("refuses another professional's item and connection with 404, and customers with 403", async () => {
    const other = await listedProfessional(t.deps.database.db);
    const otherToken = await signIn(t.app, other.email);
    const [item] = (await get('/v1/me/social/items')).json().data;
    const [connection] = (await get('/v1/me/social/connections')).json().data;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/me/social/items/${item.id}`,
      headers: bearer(otherToken),
      payload: { hidden: false },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().errors[0].code).toBe(1302);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/v1/me/social/connections/${connection.id}`,
      headers: bearer(otherToken),
    });
    expect(remove.statusCode).toBe(404);
    const setDefault = await t.app.inject({
      method: 'PUT',
      url: `/v1/me/social/connections/${connection.id}/default`,
      headers: bearer(otherToken),
    });
    expect(setDefault.statusCode).toBe(404);
    expect((await get('/v1/me/social/items', otherToken)).json().data).toEqual([]);

    const customer = await createUser(t.deps.database.db);
    const customerToken = await signIn(t.app, customer.email);
    const refused = await get('/v1/me/social/connections', customerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe(1002);
    expect((await t.app.inject({ method: 'GET', url: '/v1/me/social/items' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a callback with an unknown or replayed state', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/v1/me/social/connections',
      headers: bearer(token),
      payload: { provider: 'facebook' },
    });
    const callback = new URL(await consentAndReturn(start.json().data.redirect));
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged');
    const refused = await t.app.inject({
      method: 'GET',
      url: `${forged.pathname}${forged.search}`,
    });
    expect(refused.headers.location).toContain('social=error&provider=facebook&error=1152');
    const once = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
    });
    expect(once.headers.location).toContain('social=connected&provider=facebook');
    const again = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
    });
    expect(again.headers.location).toContain('error=1152');
  });

  it('sets the default and disconnects keeping or removing items', async () => {
    await t.deps.jobs.drain();
    const connections = (await get('/v1/me/social/connections')).json().data;
    const facebook = connections.find((c: { provider: string }) => c.provider === 'facebook');
    const instagram = connections.find((c: { provider: string }) => c.provider === 'instagram');
    const made = await t.app.inject({
      method: 'PUT',
      url: `/v1/me/social/connections/${facebook.id}/default`,
      headers: bearer(token),
    });
    expect(made.json().data[0]).toMatchObject({ provider: 'facebook', is_default: true });

    const kept = await t.app.inject({
      method: 'DELETE',
      url: `/v1/me/social/connections/${facebook.id}?items=keep`,
      headers: bearer(token),
    });
    expect(kept.json().data).toMatchObject([{ provider: 'instagram', is_default: true }]);
    const { db } = t.deps.database;
    const orphans = await db.select().from(socialItems).where(eq(socialItems.provider, 'facebook'));
    expect(orphans.length).toBeGreaterThan(0);
    expect(orphans.every((item) => item.connectionId === null)).toBe(true);

    await t.app.inject({
      method: 'DELETE',
      url: `/v1/me/social/connections/${instagram.id}`,
      headers: bearer(token),
    });
    expect(
      await db.select().from(socialConnections).where(eq(socialConnections.userId, pro.id)),
    ).toEqual([]);
    const left = await db.select().from(socialItems).where(eq(socialItems.userId, pro.id));
    expect(left.every((item) => item.provider === 'facebook')).toBe(true);
  });
});

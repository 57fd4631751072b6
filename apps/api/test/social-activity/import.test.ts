import { matchedInterests } from '@fitmarket/core/rules/social-activity';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  files,
  jobs,
  mailOutbox,
  notifications,
  socialConnections,
  socialItemMedia,
  socialItems,
} from '../../src/db/schema';
import { demoPosts } from '../../src/platform/social-activity/local-provider-server';
import { sharedAnalyser } from '../../src/search/language/analyser';
import { type ImportDeps, importConnection } from '../../src/social-activity/import';
import { openProviderToken } from '../../src/social-activity/provider-token';
import { interestsOf, postTerms } from '../../src/social-activity/relevance';
import { queueDueRefreshes } from '../../src/social-activity/token-refresh';
import { listedProfessional } from '../helpers/professionals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signIn } from '../helpers/users';
import { addYoga, connectThroughApi, startLocalProviders } from './social-helpers';

/**
 * Issue 20: the import job (idempotent, resumable after a provider error mid-page, no half item
 * after a failure between the images and the item, deletions, rate limit), the token's life
 * (encrypted at rest, key rotation, refresh, expiry told once) against the local provider server.
 */

let t: TestApp;
let providers: Awaited<ReturnType<typeof startLocalProviders>>;
let deps: ImportDeps;
let pro: Awaited<ReturnType<typeof listedProfessional>>;
let connectionId: number;

const silent = { info() {}, error() {} };

beforeAll(async () => {
  providers = await startLocalProviders();
  t = await createTestApp({ env: providers.env });
  deps = { ...t.deps, analyser: sharedAnalyser().analyser, log: silent };
  pro = await listedProfessional(t.deps.database.db);
  await addYoga(t.deps.database.db, pro.id);
  const back = await connectThroughApi(t, await signIn(t.app, pro.email), 'instagram');
  expect(back.headers.location).toContain('social=connected');
  const [connection] = await t.deps.database.db
    .select()
    .from(socialConnections)
    .where(eq(socialConnections.userId, pro.id));
  connectionId = connection?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  await providers.close();
});
beforeEach(() => {
  Object.assign(providers.state.faults, { rateLimited: 0, failedLaterPages: 0 });
  providers.state.faults.brokenMedia.clear();
});

const db = () => t.deps.database.db;
const items = () =>
  db().select().from(socialItems).where(eq(socialItems.connectionId, connectionId));
async function socialFiles() {
  const [row] = await db()
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.ownerId, pro.id), eq(files.kind, 'social')));
  return row?.n ?? 0;
}
const connection = async () =>
  (await db().select().from(socialConnections).where(eq(socialConnections.id, connectionId)))[0];
/** 30 posts: two pages of the adapter's 25. */
const thirtyPosts = () =>
  Array.from({ length: 5 }, (_, round) =>
    demoPosts(`p${round}-`, Date.now() - round * 86_400_000),
  ).flat();

describe('the import job', () => {
  it('stores each post once however often it runs (the connect queued the first)', async () => {
    await t.deps.jobs.drain();
    expect(await items()).toHaveLength(6);
    const copies = await socialFiles();
    expect(copies).toBe(8); // six posts, one a carousel of three
    expect(await importConnection(deps, connectionId)).toBe('imported');
    expect(await importConnection(deps, connectionId)).toBe('imported');
    expect(await items()).toHaveLength(6);
    expect(await socialFiles()).toBe(copies);
    expect((await connection())?.lastImportAt).not.toBeNull();
  });

  it('resumes after a provider error mid-page, without duplicates', async () => {
    providers.state.accounts.instagram.posts = thirtyPosts();
    providers.state.faults.failedLaterPages = 1;
    await expect(importConnection(deps, connectionId)).rejects.toThrow();
    const stopped = await connection();
    expect(stopped?.status).toBe('error');
    expect(stopped?.importCursor).not.toBeNull();
    const firstPage = (await items()).filter((item) => item.externalId.startsWith('p'));
    expect(firstPage).toHaveLength(25);
    // The demo's six are not deleted while the run is unfinished.
    expect(await items()).toHaveLength(31);

    expect(await importConnection(deps, connectionId)).toBe('imported');
    const after = await items();
    expect(after.map((item) => item.externalId).sort()).toEqual(
      thirtyPosts()
        .map((post) => post.id)
        .sort(),
    );
    expect((await connection())?.status).toBe('connected');
  });

  it('leaves no half item when a failure comes between the images and the item', async () => {
    const posts = demoPosts('crash-');
    providers.state.accounts.instagram.posts = posts;
    // The carousel's second image fails after its first was copied.
    providers.state.faults.brokenMedia.add('crash-2');
    await expect(importConnection(deps, connectionId)).rejects.toThrow();
    const stored = await items();
    expect(stored.map((item) => item.externalId)).toContain('crash-1');
    expect(stored.map((item) => item.externalId)).not.toContain('crash-2');
    // Every social copy belongs to an item: the carousel's first image was discarded.
    const [unreferenced] = await db()
      .select({ n: count() })
      .from(files)
      .leftJoin(socialItemMedia, eq(socialItemMedia.fileId, files.id))
      .where(and(eq(files.kind, 'social'), eq(files.ownerId, pro.id)))
      .groupBy(socialItemMedia.fileId)
      .having(eq(count(socialItemMedia.itemId), 0));
    expect(unreferenced).toBeUndefined();

    providers.state.faults.brokenMedia.clear();
    expect(await importConnection(deps, connectionId)).toBe('imported');
    expect((await items()).map((item) => item.externalId).sort()).toEqual(
      posts.map((post) => post.id).sort(),
    );
  });

  it('removes posts deleted at the provider, with their images', async () => {
    const before = await socialFiles();
    providers.state.accounts.instagram.posts = providers.state.accounts.instagram.posts.filter(
      (post) => post.id !== 'crash-2',
    );
    expect(await importConnection(deps, connectionId)).toBe('imported');
    expect((await items()).map((item) => item.externalId)).not.toContain('crash-2');
    expect(await socialFiles()).toBe(before - 3);
  });

  it('backs off on the rate limit and goes on later', async () => {
    providers.state.faults.rateLimited = 1;
    const now = new Date();
    expect(await importConnection(deps, connectionId, now)).toBe('rate-limited');
    const queued = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'social-import'), eq(jobs.status, 'queued')));
    expect(queued.some((job) => job.runAt.getTime() >= now.getTime() + 59_000)).toBe(true);
    expect((await connection())?.lastError).toBe('rate_limited');
  });
});

describe('tokens', () => {
  it('are stored encrypted: the stored bytes never contain the token', async () => {
    const grant = [...providers.state.tokens.keys()].filter((token) =>
      token.startsWith('instagram'),
    );
    const row = await connection();
    const stored = row?.token ?? Buffer.alloc(0);
    expect(stored.length).toBeGreaterThan(28);
    for (const token of grant) {
      expect(stored.includes(Buffer.from(token))).toBe(false);
      expect(stored.toString('base64')).not.toContain(Buffer.from(token).toString('base64'));
    }
    expect(row?.tokenKeyId).toBe('k1');
    const opened = openProviderToken(t.deps.secretBox, {
      userId: row?.userId ?? 0,
      provider: row?.provider ?? '',
      token: stored,
      tokenKeyId: 'k1',
    });
    expect(grant).toContain(opened);
  });

  it('are refreshed by a job before they expire', async () => {
    const soon = new Date(Date.now() + 86_400_000);
    await db()
      .update(socialConnections)
      .set({ tokenExpiresAt: soon })
      .where(eq(socialConnections.id, connectionId));
    const before = (await connection())?.token;
    expect(await queueDueRefreshes(t.deps)).toBe(1);
    await t.deps.jobs.drain();
    const after = await connection();
    expect(after?.token?.equals(before ?? Buffer.alloc(0))).toBe(false);
    expect((after?.tokenExpiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(50 * 86_400_000);
  });

  it('expired: the connection needs reconnecting, told once in app and by e-mail', async () => {
    providers.state.expireTokens();
    expect(await importConnection(deps, connectionId)).toBe('reconnect');
    expect(await importConnection(deps, connectionId)).toBe('gone');
    const row = await connection();
    expect(row).toMatchObject({ status: 'needs_reconnect', token: null, tokenKeyId: null });
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, pro.id), eq(notifications.type, 'social_reconnect')));
    expect(told).toHaveLength(1);
    await t.deps.jobs.drain();
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, pro.email));
    expect(mails.filter((mail) => mail.subject.startsWith('Reconnect Instagram'))).toHaveLength(1);
    // The items stay on the profile until the professional decides.
    expect((await items()).length).toBeGreaterThan(0);
  });
});

describe('relevance through the search analyser', () => {
  it('"Aamujoogaa Turussa" matches the speciality Jooga', async () => {
    const { analyser } = sharedAnalyser();
    const interests = await interestsOf(db(), analyser, pro.id);
    const postTermsOf = (text: string) => postTerms(analyser, text);
    // Yoga, and the fixture's service in the yoga and pilates group.
    expect(matchedInterests({ postTerms: postTermsOf('Aamujoogaa Turussa'), interests })).toBe(2);
    expect(matchedInterests({ postTerms: postTermsOf('Morning yoga'), interests })).toBe(2);
    expect(matchedInterests({ postTerms: postTermsOf('Aamujoogaa'), interests: [['jooga']] })).toBe(
      1,
    );
    expect(
      matchedInterests({ postTerms: postTermsOf('Kahvilla ystävien kanssa'), interests }),
    ).toBe(0);
  });
});

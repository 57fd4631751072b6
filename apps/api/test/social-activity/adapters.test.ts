import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ContentProvider,
  downloadMedia,
  ProviderRateLimitError,
  ProviderTokenError,
} from '../../src/platform/social-activity/content-provider';
import { facebookProvider } from '../../src/platform/social-activity/facebook';
import { instagramProvider } from '../../src/platform/social-activity/instagram';
import {
  DEMO_APP,
  demoPosts,
  localProviderBases,
} from '../../src/platform/social-activity/local-provider-server';
import { consentAndReturn, startLocalProviders } from './social-helpers';

/**
 * Issue 20: each adapter through its real HTTP calls against the local provider server, which
 * speaks the providers' documented requests: the code and token exchanges, refresh, paging,
 * an expired token, the rate limit and a deleted post. Never the internet.
 */

let server: Awaited<ReturnType<typeof startLocalProviders>>;
let instagram: ContentProvider;
let facebook: ContentProvider;
const redirectUri = 'http://localhost:3000/v1/social/callback/x';
const verifier = 'a-verifier-only-the-api-knows-0123456789abcdef';
const challenge = createHash('sha256').update(verifier).digest('base64url');

beforeAll(async () => {
  server = await startLocalProviders();
  const bases = localProviderBases(server.base);
  instagram = instagramProvider({ ...DEMO_APP, ...bases.instagram });
  facebook = facebookProvider({ ...DEMO_APP, ...bases.facebook });
});
afterAll(() => server.close());
beforeEach(() => {
  server.state.accounts.instagram.posts = demoPosts('ig');
  server.state.accounts.facebook.posts = demoPosts('fb');
  server.state.faults.rateLimited = 0;
});

/** The code the consent page's Allow button sends back. */
async function consent(provider: ContentProvider, state = 'state-1'): Promise<URL> {
  const page = provider.authorizationUrl({ state, redirectUri, codeChallenge: challenge });
  return new URL(await consentAndReturn(page));
}

async function connect(provider: ContentProvider, codeVerifier = verifier) {
  const back = await consent(provider);
  expect(back.searchParams.get('state')).toBe('state-1');
  return provider.connect({ code: back.searchParams.get('code') ?? '', redirectUri, codeVerifier });
}

describe('Instagram (Instagram API with Instagram Login)', () => {
  it('exchanges the code for a long-lived token (about 60 days) and refreshes it', async () => {
    const grant = await connect(instagram);
    expect(grant.accountName).toBe('demo.coach');
    const days = ((grant.expiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59);
    const fresh = await instagram.refresh(grant.accessToken);
    expect(fresh?.accessToken).toBeTruthy();
    expect(fresh?.accessToken).not.toBe(grant.accessToken);
  });

  it('refuses a code twice', async () => {
    const back = await consent(instagram);
    const code = back.searchParams.get('code') ?? '';
    await instagram.connect({ code, redirectUri, codeVerifier: verifier });
    await expect(instagram.connect({ code, redirectUri, codeVerifier: verifier })).rejects.toThrow(
      ProviderTokenError,
    );
  });

  it('pages /me/media with carousel children and video thumbnails', async () => {
    server.state.accounts.instagram.posts = Array.from({ length: 3 }, () => demoPosts('ig'))
      .flat()
      .map((post, index) => ({ ...post, id: `ig-${index}` }));
    const grant = await connect(instagram);
    const first = await instagram.posts(grant, null);
    expect(first.posts).toHaveLength(18);
    expect(first.after).toBeNull();
    server.state.accounts.instagram.posts.push(
      ...demoPosts('more').map((post, index) => ({ ...post, id: `more-${index}` })),
      ...demoPosts('extra').map((post, index) => ({ ...post, id: `extra-${index}` })),
    );
    const page1 = await instagram.posts(grant, null);
    expect(page1.posts).toHaveLength(25);
    expect(page1.after).not.toBeNull();
    const page2 = await instagram.posts(grant, page1.after);
    expect(page2.posts).toHaveLength(5);
    expect(page2.after).toBeNull();
    const carousel = page1.posts.find((post) => post.id === 'ig-1');
    expect(carousel?.media).toHaveLength(3);
    const video = page1.posts.find((post) => post.id === 'ig-3');
    expect(video?.media).toEqual([{ url: expect.stringMatching(/ig-3-0\.jpg$/), video: true }]);
    const image = await downloadMedia(video?.media[0]?.url ?? '');
    expect(image.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('answers an expired token as a token error', async () => {
    const grant = await connect(instagram);
    server.state.expireTokens();
    await expect(instagram.posts(grant, null)).rejects.toThrow(ProviderTokenError);
    await expect(instagram.refresh(grant.accessToken)).rejects.toThrow(ProviderTokenError);
  });

  it('answers the rate limit with the wait the provider asks for', async () => {
    const grant = await connect(instagram);
    server.state.faults.rateLimited = 1;
    const error = await instagram.posts(grant, null).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderRateLimitError);
    expect((error as ProviderRateLimitError).retryAfterMs).toBe(60_000);
    expect((await instagram.posts(grant, null)).posts).toHaveLength(6);
  });

  it('no longer lists a post deleted at the provider', async () => {
    const grant = await connect(instagram);
    server.state.accounts.instagram.posts = server.state.accounts.instagram.posts.filter(
      (post) => post.id !== 'ig2',
    );
    const ids = (await instagram.posts(grant, null)).posts.map((post) => post.id);
    expect(ids).toEqual(['ig1', 'ig3', 'ig4', 'ig5', 'ig6']);
  });
});

describe('Facebook Page (Graph API)', () => {
  it('checks PKCE: the right verifier gets the Page token, a wrong one nothing', async () => {
    await expect(connect(facebook, 'not-the-verifier')).rejects.toThrow(ProviderTokenError);
    const grant = await connect(facebook);
    expect(grant).toMatchObject({ accountName: 'Demo Coaching', expiresAt: null });
    expect(await facebook.refresh(grant.accessToken)).toBeNull();
  });

  it('reads published_posts with attachments, albums and reaction totals', async () => {
    const grant = await connect(facebook);
    const page = await facebook.posts(grant, null);
    expect(page.posts).toHaveLength(6);
    const album = page.posts.find((post) => post.id.endsWith('_fb2'));
    expect(album?.media).toHaveLength(3);
    expect(page.posts[0]).toMatchObject({ likes: 40, comments: 6 });
    expect(page.posts.find((post) => post.id.endsWith('_fb4'))?.media[0]?.video).toBe(true);
  });

  it('answers an expired Page token and the rate limit', async () => {
    const grant = await connect(facebook);
    server.state.faults.rateLimited = 1;
    await expect(facebook.posts(grant, null)).rejects.toThrow(ProviderRateLimitError);
    server.state.expireTokens();
    await expect(facebook.posts(grant, null)).rejects.toThrow(ProviderTokenError);
  });
});

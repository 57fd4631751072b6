import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { GRAPH_VERSION } from './instagram';

/**
 * A local stand-in for Instagram and Facebook that speaks the requests and answers of their
 * documented APIs (docs/social-activity.md "The local provider server"): a consent page with
 * an Allow button, the code and token exchanges (with PKCE on Facebook), token refresh, the
 * media and Page post lists with cursor paging, and their images. Its state can expire tokens,
 * answer the rate limit, fail a page once and delete a post, which the adapter and import tests
 * use. The demo mounts it on the API at /demo-providers (app.ts) and its providers point there.
 */

export const DEMO_APP = { appId: 'demo-app', appSecret: 'demo-app-secret' };

/** Base URLs of the local server for each provider's settings, under `base`. */
export function localProviderBases(base: string) {
  return {
    instagram: {
      oauthUrl: `${base}/instagram-www`,
      apiUrl: `${base}/instagram-api`,
      graphUrl: `${base}/instagram-graph`,
    },
    facebook: { oauthUrl: `${base}/facebook-www`, graphUrl: `${base}/facebook-graph` },
  };
}

export interface LocalPost {
  id: string;
  caption: string;
  /** An image, a video (its thumbnail is served) or a carousel of `images` images. */
  type: 'image' | 'video' | 'carousel';
  images: number;
  likes: number;
  comments: number;
  postedAt: Date;
}

type Provider = 'instagram' | 'facebook';

export interface LocalProviderState {
  accounts: {
    instagram: { id: string; name: string; posts: LocalPost[] };
    facebook: { id: string; name: string; posts: LocalPost[] };
  };
  /** Every access token handed out and when it stops working. */
  tokens: Map<string, { provider: Provider; expiresAt: number }>;
  codes: Map<string, { provider: Provider; redirectUri: string; challenge: string | null }>;
  faults: {
    /** Answer this many post-list requests with the rate limit. */
    rateLimited: number;
    /** Fail this many requests for a page after the first with a 500. */
    failedLaterPages: number;
    /** Images of these posts answer 500 after their first one. */
    brokenMedia: Set<string>;
  };
  /** Every token stops working now (a revoked or expired token). */
  expireTokens(): void;
}

const DAY_MS = 86_400_000;
const LONG_LIVED_SECONDS = 60 * 24 * 3600;
const SHORT_LIVED_SECONDS = 3600;

const DEMO_CAPTIONS = [
  'Aamujoogaa Turussa auringonnousun aikaan #jooga #aamujooga',
  'Morning yoga flow by the sea: breathe, stretch, repeat #yoga',
  'Personal training tip: slow eccentrics build strength #strength #personaltraining',
  'Uusi pilatesryhmä alkaa maanantaina #pilates',
  'Coffee with friends after a long week',
  'Sunset walk, no training today',
];

/** Posts a fresh account shows: one per demo caption, newest first, with every media type. */
export function demoPosts(prefix: string, now = Date.now()): LocalPost[] {
  return DEMO_CAPTIONS.map((caption, index) => ({
    id: `${prefix}${index + 1}`,
    caption,
    type: index === 1 ? 'carousel' : index === 3 ? 'video' : 'image',
    images: index === 1 ? 3 : 1,
    likes: 40 - index * 6,
    comments: 6 - index,
    postedAt: new Date(now - (index * 20 + 1) * DAY_MS),
  }));
}

export function createLocalProviderState(): LocalProviderState {
  const state: LocalProviderState = {
    accounts: {
      instagram: { id: '17841400000000001', name: 'demo.coach', posts: demoPosts('ig') },
      facebook: { id: '100000000000001', name: 'Demo Coaching', posts: demoPosts('fb') },
    },
    tokens: new Map(),
    codes: new Map(),
    faults: { rateLimited: 0, failedLaterPages: 0, brokenMedia: new Set() },
    expireTokens() {
      for (const token of state.tokens.values()) token.expiresAt = 0;
    },
  };
  return state;
}

const GRADIENTS = ['#0f766e', '#1d4ed8', '#9d174d', '#b45309', '#4338ca', '#166534'];

/** A drawn picture for a post's image (no outside image is ever fetched). */
async function drawnImage(name: string): Promise<Buffer> {
  const hue = createHash('sha256').update(name).digest()[0] ?? 0;
  const colour = GRADIENTS[hue % GRADIENTS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640">
  <rect width="640" height="640" fill="${colour}"/>
  <circle cx="${200 + (hue % 240)}" cy="260" r="180" fill="#ffffff" fill-opacity="0.18"/>
  <path d="M0 480 Q 320 380 640 500 L640 640 L0 640 Z" fill="#000000" fill-opacity="0.15"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

function oauthError(reply: FastifyReply, status: number, message: string, code: number) {
  return reply.status(status).send({ error: { message, type: 'OAuthException', code } });
}

function consentPage(provider: Provider, allow: string, deny: string): string {
  const name = provider === 'instagram' ? 'Instagram' : 'Facebook';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name} (local)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>${name} (local provider server)</h1>
<p>Fitmarket would like to read your ${provider === 'instagram' ? 'profile and media' : "Page's posts"}.</p>
<p><a href="${allow}" role="button" style="display:inline-block;padding:.6rem 1.2rem;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">Allow</a>
<a href="${deny}" style="margin-left:1rem">Cancel</a></p></body></html>`;
}

export const localProviderRoutes: FastifyPluginAsync<{ state: LocalProviderState }> = async (
  app,
  { state },
) => {
  // Not our API: left out of the OpenAPI document (and so of the fuzz and access tests).
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  // The token endpoints take forms, as the providers document (encapsulated in this plugin).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}${app.prefix}`;

  const issue = (provider: Provider, seconds: number) => {
    const token = `${provider}-${randomBytes(16).toString('hex')}`;
    state.tokens.set(token, { provider, expiresAt: Date.now() + seconds * 1000 });
    return token;
  };
  /** The token's provider when it works; otherwise the Graph API's answer to an expired one. */
  const valid = (provider: Provider, token: unknown, reply: FastifyReply) => {
    const known = typeof token === 'string' ? state.tokens.get(token) : undefined;
    if (known?.provider === provider && known.expiresAt > Date.now()) return true;
    void oauthError(reply, 400, 'Error validating access token: Session has expired', 190);
    return false;
  };

  const consent = (provider: Provider) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, string | undefined>;
    const redirectUri = query.redirect_uri ?? '';
    if (query.client_id !== DEMO_APP.appId || !URL.canParse(redirectUri)) {
      return reply.status(400).send('unknown app or redirect URI');
    }
    const code = randomBytes(12).toString('hex');
    state.codes.set(code, {
      provider,
      redirectUri,
      challenge: provider === 'facebook' ? (query.code_challenge ?? null) : null,
    });
    const back = (params: Record<string, string>) => {
      const url = new URL(redirectUri);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.toString().replaceAll('&', '&amp;');
    };
    const state_ = query.state ?? '';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        consentPage(
          provider,
          back({ code, state: state_ }),
          back({ error: 'access_denied', error_reason: 'user_denied', state: state_ }),
        ),
      );
  };
  app.get('/instagram-www/oauth/authorize', consent('instagram'));
  app.get(`/facebook-www/${GRAPH_VERSION}/dialog/oauth`, consent('facebook'));

  /** A code once, for the redirect URI it was given to (and the PKCE verifier on Facebook). */
  const takeCode = (provider: Provider, params: Record<string, string | undefined>) => {
    const pending = state.codes.get(params.code ?? '');
    state.codes.delete(params.code ?? '');
    if (!pending || pending.provider !== provider || pending.redirectUri !== params.redirect_uri)
      return false;
    if (params.client_id !== DEMO_APP.appId || params.client_secret !== DEMO_APP.appSecret)
      return false;
    if (pending.challenge === null) return true;
    const verifier = params.code_verifier ?? '';
    return createHash('sha256').update(verifier).digest('base64url') === pending.challenge;
  };

  // Instagram: the code for a short-lived token (POST form), that for a long-lived one, refresh.
  app.post('/instagram-api/oauth/access_token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    if (body.grant_type !== 'authorization_code' || !takeCode('instagram', body)) {
      return reply.status(400).send({
        error_type: 'OAuthException',
        code: 400,
        error_message: 'Invalid authorization code',
      });
    }
    return {
      access_token: issue('instagram', SHORT_LIVED_SECONDS),
      user_id: Number(state.accounts.instagram.id),
      permissions: ['instagram_business_basic'],
    };
  });
  app.get('/instagram-graph/access_token', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.grant_type !== 'ig_exchange_token' || query.client_secret !== DEMO_APP.appSecret) {
      return oauthError(reply, 400, 'Unsupported grant', 100);
    }
    if (!valid('instagram', query.access_token, reply)) return reply;
    return {
      access_token: issue('instagram', LONG_LIVED_SECONDS),
      token_type: 'bearer',
      expires_in: LONG_LIVED_SECONDS,
    };
  });
  app.get('/instagram-graph/refresh_access_token', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.grant_type !== 'ig_refresh_token')
      return oauthError(reply, 400, 'Unsupported grant', 100);
    if (!valid('instagram', query.access_token, reply)) return reply;
    return {
      access_token: issue('instagram', LONG_LIVED_SECONDS),
      token_type: 'bearer',
      expires_in: LONG_LIVED_SECONDS,
    };
  });
  app.get(`/instagram-graph/${GRAPH_VERSION}/me`, async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (!valid('instagram', query.access_token, reply)) return reply;
    const { id, name } = state.accounts.instagram;
    return { id, user_id: id, username: name };
  });

  /** One page of posts, the Graph API's way: data, cursors and a `next` link when more. */
  const page = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    posts: LocalPost[],
    render: (post: LocalPost) => T,
  ) => {
    const query = request.query as Record<string, string>;
    if (state.faults.rateLimited > 0) {
      state.faults.rateLimited -= 1;
      void reply.header('retry-after', '60');
      return oauthError(reply, 400, 'Application request limit reached', 4);
    }
    if (query.after && state.faults.failedLaterPages > 0) {
      state.faults.failedLaterPages -= 1;
      return oauthError(reply, 500, 'An unexpected error has occurred. Please retry.', 2);
    }
    const start = query.after ? Number(Buffer.from(query.after, 'base64url').toString()) : 0;
    const size = Math.min(Number(query.limit) || 25, 100);
    const slice = posts.slice(start, start + size);
    const cursor = (at: number) => Buffer.from(String(at)).toString('base64url');
    const more = start + size < posts.length;
    const next = new URL(`${origin(request)}${request.url.split('?')[0]}`);
    for (const [name, value] of Object.entries(query)) next.searchParams.set(name, value);
    next.searchParams.set('after', cursor(start + size));
    return {
      data: slice.map(render),
      paging: {
        cursors: { before: cursor(start), after: cursor(start + size) },
        ...(more ? { next: next.toString() } : {}),
      },
    };
  };
  const mediaUrl = (request: FastifyRequest, post: LocalPost, index: number) =>
    `${origin(request)}/media/${post.id}-${index}.jpg`;

  app.get(`/instagram-graph/${GRAPH_VERSION}/me/media`, async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (!valid('instagram', query.access_token, reply)) return reply;
    const account = state.accounts.instagram;
    return page(request, reply, account.posts, (post) => {
      const image = (index: number) =>
        post.type === 'video'
          ? {
              media_type: 'VIDEO',
              media_url: `${origin(request)}/media/${post.id}.mp4`,
              thumbnail_url: mediaUrl(request, post, index),
            }
          : { media_type: 'IMAGE', media_url: mediaUrl(request, post, index) };
      return {
        id: post.id,
        caption: post.caption,
        permalink: `https://www.instagram.com/p/${post.id}/`,
        timestamp: post.postedAt.toISOString().replace('Z', '+0000'),
        like_count: post.likes,
        comments_count: post.comments,
        ...(post.type === 'carousel'
          ? {
              media_type: 'CAROUSEL_ALBUM',
              media_url: mediaUrl(request, post, 0),
              children: { data: Array.from({ length: post.images }, (_, index) => image(index)) },
            }
          : image(0)),
      };
    });
  });

  // Facebook: code (with PKCE) or long-lived exchange on one endpoint, Pages, published posts.
  app.get(`/facebook-graph/${GRAPH_VERSION}/oauth/access_token`, async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.grant_type === 'fb_exchange_token') {
      if (query.client_secret !== DEMO_APP.appSecret)
        return oauthError(reply, 400, 'Bad secret', 1);
      if (!valid('facebook', query.fb_exchange_token, reply)) return reply;
      return {
        access_token: issue('facebook', LONG_LIVED_SECONDS),
        token_type: 'bearer',
        expires_in: LONG_LIVED_SECONDS,
      };
    }
    if (!takeCode('facebook', query)) {
      return oauthError(reply, 400, 'This authorization code has expired or is invalid.', 100);
    }
    return {
      access_token: issue('facebook', SHORT_LIVED_SECONDS),
      token_type: 'bearer',
      expires_in: SHORT_LIVED_SECONDS,
    };
  });
  app.get(`/facebook-graph/${GRAPH_VERSION}/me/accounts`, async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (!valid('facebook', query.access_token, reply)) return reply;
    const { id, name } = state.accounts.facebook;
    // A Page token from a long-lived user token does not expire (kept a year here).
    return { data: [{ id, name, access_token: issue('facebook', 365 * 24 * 3600) }] };
  });
  app.get<{ Params: { page: string } }>(
    `/facebook-graph/${GRAPH_VERSION}/:page/published_posts`,
    async (request, reply) => {
      const query = request.query as Record<string, string>;
      if (!valid('facebook', query.access_token, reply)) return reply;
      const account = state.accounts.facebook;
      if (request.params.page !== account.id) return oauthError(reply, 400, 'Unknown Page', 100);
      return page(request, reply, account.posts, (post) => {
        const media = (index: number) => ({
          media_type: post.type === 'video' ? 'video_inline' : 'photo',
          media: { image: { src: mediaUrl(request, post, index), width: 640, height: 640 } },
        });
        return {
          id: `${account.id}_${post.id}`,
          message: post.caption,
          created_time: post.postedAt.toISOString().replace('Z', '+0000'),
          permalink_url: `https://www.facebook.com/${account.id}/posts/${post.id}`,
          attachments: {
            data: [
              post.type === 'carousel'
                ? {
                    media_type: 'album',
                    subattachments: {
                      data: Array.from({ length: post.images }, (_, index) => media(index)),
                    },
                  }
                : media(0),
            ],
          },
          reactions: { data: [], summary: { total_count: post.likes } },
          comments: { data: [], summary: { total_count: post.comments } },
        };
      });
    },
  );

  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const [, postId = '', index = '0'] = /^(.+)-(\d+)\.jpg$/.exec(request.params.name) ?? [];
    if (!postId) return reply.status(404).send();
    if (Number(index) > 0 && state.faults.brokenMedia.has(postId)) return reply.status(500).send();
    return reply.type('image/jpeg').send(await drawnImage(request.params.name));
  });
};

import type { SocialProviderId } from '@fitmarket/core/rules/social-activity';

/**
 * One content provider a professional connects to show their posts (issue 20,
 * docs/social-activity.md): Instagram (instagram.ts) and a Facebook Page (facebook.ts) behind
 * the same calls. Each adapter speaks the provider's documented HTTP API at configurable base
 * URLs; the tests and the demo point them at the local provider server (local-provider-server.ts).
 */

export interface ProviderPost {
  /** The post's id at the provider. */
  id: string;
  caption: string;
  permalink: string;
  postedAt: Date;
  /** Images to copy, in order: a photo, a carousel's children, a video's thumbnail. */
  media: { url: string; video: boolean }[];
  likes: number;
  comments: number;
}

export interface ProviderPage {
  posts: ProviderPost[];
  /** The cursor of the next page (never a URL: those carry the token); null on the last. */
  after: string | null;
}

/** What connecting gives: a long-lived token and the account it reads. */
export interface ProviderGrant {
  accessToken: string;
  /** Null: the token does not expire (a Page token made from a long-lived user token). */
  expiresAt: Date | null;
  accountId: string;
  accountName: string;
}

export interface ContentProvider {
  id: SocialProviderId;
  name: string;
  /** The consent page; a provider that takes PKCE sends the S256 `codeChallenge` along. */
  authorizationUrl(input: { state: string; redirectUri: string; codeChallenge: string }): string;
  /** Exchanges the code for a short-lived token, that for a long-lived one, and names the account. */
  connect(input: {
    code: string;
    redirectUri: string;
    codeVerifier: string;
  }): Promise<ProviderGrant>;
  /** A fresh long-lived token before this one expires; null when tokens of this kind never do. */
  refresh(accessToken: string): Promise<{ accessToken: string; expiresAt: Date } | null>;
  posts(
    grant: { accessToken: string; accountId: string },
    after: string | null,
  ): Promise<ProviderPage>;
}

/** The token expired or was revoked: only connecting again helps. */
export class ProviderTokenError extends Error {}
/** The provider asks us to slow down; try again after `retryAfterMs`. */
export class ProviderRateLimitError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}
/** Anything else (unreachable, 5xx, an answer we cannot read): worth retrying later. */
export class ProviderError extends Error {}

const TIMEOUT_MS = 20_000;
/** Graph API rate-limit codes: app (4), user (17), page (32), custom (613). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
/** Graph API token codes: invalid or expired (190), permission removed (10, 200–299), session (102). */
const TOKEN_CODES = new Set([190, 102, 10]);
/** Without a Retry-After, wait this long: the Graph API counts usage per hour. */
const DEFAULT_RETRY_MS = 15 * 60_000;
const MAX_MEDIA_BYTES = 8 * 1024 * 1024;

interface GraphErrorBody {
  error?: { message?: string; code?: number; type?: string } | string;
  error_type?: string;
  error_message?: string;
  code?: number;
}

/**
 * A Graph API call (both providers speak it), its errors sorted into the three kinds above.
 * `body` is sent as a form (the token endpoints' documented encoding).
 */
export async function graphCall<T>(url: URL, body?: Record<string, string>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body: body ? new URLSearchParams(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(`${url.host} unreachable: ${(error as Error).message}`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProviderError(`${url.host} answered ${response.status} without JSON`);
  }
  if (response.ok) return json as T;
  const failure = json as GraphErrorBody;
  const error = typeof failure.error === 'object' ? failure.error : undefined;
  const code = error?.code ?? failure.code;
  const message = error?.message ?? failure.error_message ?? `status ${response.status}`;
  if (response.status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code))) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ProviderRateLimitError(
      message,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : DEFAULT_RETRY_MS,
    );
  }
  const oauth = error?.type === 'OAuthException' || failure.error_type === 'OAuthException';
  if (
    response.status === 401 ||
    (code !== undefined && (TOKEN_CODES.has(code) || (code >= 200 && code < 300))) ||
    (oauth && response.status < 500)
  ) {
    throw new ProviderTokenError(message);
  }
  throw new ProviderError(`${url.host}: ${message}`);
}

/** A URL under `base` (which may have a path of its own, as the local server's do). */
export function providerUrl(base: string, path: string, query: Record<string, string> = {}): URL {
  const url = new URL(`${base.replace(/\/$/, '')}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

/** A post's image, to copy through the upload pipeline (provider links expire within days). */
export async function downloadMedia(url: string): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(`media unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new ProviderError(`media answered ${response.status}`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_MEDIA_BYTES) throw new ProviderError('media too large');
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_MEDIA_BYTES) throw new ProviderError('media too large');
  return body;
}

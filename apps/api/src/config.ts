import net from 'node:net';
import path from 'node:path';
import { CURRENCIES } from '@fitmarket/core/limits';
import { PAYMENT_PROVIDERS } from '@fitmarket/core/rules/payments';
import { z } from 'zod';

/**
 * Every setting comes from an environment variable, validated once at start so that a wrong
 * value stops the process with a message naming the variable (README lists them all).
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce.number().int().min(0).max(65535);

/** Named ranges proxy-addr (Fastify's trustProxy) understands besides addresses and CIDRs. */
const namedProxyRanges = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: how many proxies stand in front of the server, or their addresses. Only then is
 * X-Forwarded-For believed; otherwise any client could pick its own address and escape the
 * per-address limits. "true" (believe everyone) is refused for the same reason.
 */
const trustProxy = z.string().transform((value, context): false | number | string[] => {
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message:
      "must be a hop count (e.g. 1) or the proxies' addresses or CIDRs, comma-separated " +
      '(e.g. 10.0.0.0/8,loopback); "true" would let every client choose its own address',
  });
  return z.NEVER;
});

/** Settings that decide what a production server opens; all closed when unset. */
/** `id:base64key` pairs, comma separated, 32-byte keys with distinct ids; order kept. */
function keyList(value: string, context: z.RefinementCtx): Map<string, Buffer> {
  const keys = new Map<string, Buffer>();
  for (const entry of value.split(',')) {
    const [id = '', encoded = ''] = entry.trim().split(':');
    const key = Buffer.from(encoded, 'base64');
    if (!/^[\w.-]{1,32}$/.test(id) || key.length !== 32 || keys.has(id)) {
      context.addIssue({
        code: 'custom',
        message: 'must be id:base64key pairs with 32-byte keys and distinct ids',
      });
      return z.NEVER;
    }
    keys.set(id, key);
  }
  return keys;
}

const ZExposureSchema = z.object({
  /**
   * A demonstration installation: the demo marketplace (with the README's owner password) goes
   * into an empty database, and without SMTP the outbox is a readable dev mailbox at /dev/mail.
   */
  DEMO: booleanFromEnv.default(false),
  TRUST_PROXY: trustProxy.default(false),
  /** Serve the API document at /docs in production; development, tests and the demo always do. */
  API_DOCS: booleanFromEnv.default(false),
});

const ZConfigSchema = ZExposureSchema.extend({
  /**
   * Who takes payments (docs/payments.md): `test`, the built-in checkout page marked TEST MODE
   * where no money moves (the demo), or `stripe`, which needs the two keys below.
   */
  PAYMENTS_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('test'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the webhook endpoint WEB_URL/v1/payments/webhook (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another Stripe API server than api.stripe.com; for tests against a local fake only. */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * The campaigns' price list (docs/campaigns.md; README): prices include VAT, in integer minor
   * units of CAMPAIGN_CURRENCY. A budget buys floor(budget × 1000 / CPM) impressions.
   */
  CAMPAIGN_CURRENCY: z.enum(CURRENCIES).default('eur'),
  /** Price of 1,000 impressions at first place in search results (search campaigns). */
  CAMPAIGN_SEARCH_CPM_MINOR: z.coerce.number().int().min(1).default(2000),
  /** Price of 1,000 impressions of an ad among search results. */
  CAMPAIGN_ADS_CPM_MINOR: z.coerce.number().int().min(1).default(1500),
  CAMPAIGN_MIN_BUDGET_MINOR: z.coerce.number().int().min(1).default(1000),
  CAMPAIGN_MAX_BUDGET_MINOR: z.coerce.number().int().min(1).default(100_000),
  /** The budgets the wizard offers, comma separated minor units. */
  CAMPAIGN_BUDGET_OPTIONS: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .default('2000,5000,10000,25000')
    .transform((value) => value.split(',').map(Number)),
  /** Only the log format depends on it; what the server opens is decided by DEMO (fail closed). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  WEB_PORT: port.default(3000),
  BACKOFFICE_PORT: port.default(3001),
  /**
   * Prometheus metrics at GET /metrics on this port of their own (docs/operations.md); unset, no
   * metrics listener. Keep it off the balancer: it is not signed in.
   */
  METRICS_PORT: port.optional(),
  /** Where the metrics listener binds: loopback unless the scraper is on another host. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the marketplace and back-office are reached from outside; used in e-mailed links. */
  WEB_URL: z.url().optional(),
  BACKOFFICE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL instead of the embedded PGlite, e.g. postgres://user:pass@host:5432/db */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * PostgreSQL connections per API process: for requests and jobs, and for search's own pool
   * (none in transaction mode). N instances open up to N × (both) connections: keep that under
   * the server's max_connections less its reserve (docs/deploy.md has the arithmetic).
   */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  SEARCH_DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * `transaction` when DATABASE_URL points at PgBouncer in transaction pooling mode: no
   * per-connection settings and no session state (db/client.ts); `session` otherwise.
   */
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Send mail through this SMTP server (smtp://user:pass@host:port or smtps://...). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Fitmarket <no-reply@fitmarket.local>'),
  /** S3-compatible object storage for uploads; without S3_BUCKET files go to DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  /** The OAuth client the back-office SPA presents on password sign-in (SPEC §7 POST /login). */
  ADMIN_CLIENT_ID: z.string().min(1).default('backoffice'),
  ADMIN_CLIENT_SECRET: z.string().min(1).default('backoffice-secret'),
  /**
   * The AES-256-GCM keys that seal secrets kept in the database (staff TOTP secrets, provider
   * tokens; platform/secret-box.ts): `id:base64key` pairs, comma separated, 32-byte keys
   * (`k1:$(openssl rand -base64 32)`). The first seals, all open: to rotate, put a new key first,
   * run `npm run reseal-secrets`, then drop the old one (docs/deploy.md "Secrets at rest").
   * Every instance needs the same; with no key at all, one is made in DATA_DIR (one instance).
   */
  SECRET_BOX_KEYS: z.string().transform(keyList).optional(),
  /**
   * Earlier releases' settings, still read after SECRET_BOX_KEYS so that what they sealed opens:
   * a single key (id `secret-box-key`) and the provider tokens' keys.
   */
  SECRET_BOX_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  SOCIAL_TOKEN_KEYS: z.string().transform(keyList).optional(),
  /** How long a sign-in lasts. */
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 14),
  /**
   * Sign-in, sign-up, forgot-password and password attempts allowed per minute per client IP, and
   * per minute per address from one client (auth/rate-limit.ts).
   */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** Attempts per hour at one address from all the clients it has not signed in from lately. */
  AUTH_RATE_LIMIT_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /**
   * Social sign-in (OpenID Connect). A provider is offered when its client id is set; the
   * redirect URI to register at the provider is WEB_URL/v1/auth/social/callback/<oidc|google>.
   */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The button text: "Continue with <OIDC_NAME>". */
  OIDC_NAME: z.string().min(1).default('OpenID'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Social activity on profiles (docs/social-activity.md). Instagram (the Instagram API with
   * Instagram Login) is offered when its app id is set, a Facebook Page when FACEBOOK_APP_ID is.
   * Redirect URI to register: WEB_URL/v1/social/callback/<instagram|facebook>. The base URLs
   * are the providers' own unless a test or the demo points them at the local provider server.
   */
  INSTAGRAM_APP_ID: z.string().min(1).optional(),
  INSTAGRAM_APP_SECRET: z.string().min(1).optional(),
  INSTAGRAM_OAUTH_URL: z.url().default('https://www.instagram.com'),
  INSTAGRAM_API_URL: z.url().default('https://api.instagram.com'),
  INSTAGRAM_GRAPH_URL: z.url().default('https://graph.instagram.com'),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_OAUTH_URL: z.url().default('https://www.facebook.com'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  /**
   * A Nominatim-compatible geocoder for location fields (docs/geocoding.md), e.g.
   * https://nominatim.example.org; without it the embedded gazetteer of Finnish places answers.
   */
  GEOCODER_URL: z.url().optional(),
  /** How long to wait for the geocoder before telling the person to try again (1306). */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30000).default(3000),

  // Scale
  /**
   * How long the landing answer, the same for every visitor, is reused: in memory and, as
   * Cache-Control max-age, by browsers and CDNs. 0 computes it on every request.
   */
  LANDING_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * How long a guest's answer of a public profile (GET /v1/professionals/{slug}) may be kept by
   * browsers and CDNs (Cache-Control max-age). 0 turns it off.
   */
  PUBLIC_PROFILE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * How long the marketplace search and suggestions reuse an answer per process for the same
   * request and language (popular queries repeat; a minute holds far more repeats than 10 s).
   * A committed change of a search document drops the cached answers of every instance at once
   * (through Redis pub/sub with REDIS_URL; platform/caches.ts); while Redis is down the other
   * instances show it after at most this long. 0 computes every answer.
   */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  /**
   * The public origin of the marketplace for absolute links in pages for search engines
   * (canonical, hreflang, Open Graph, sitemap), e.g. https://fitmarket.fi. Unset: WEB_URL, and
   * without that the request's own host (fine for the demo).
   */
  PUBLIC_WEB_URL: z.url().optional(),
  /**
   * The map tiles (Leaflet URL template) and the attribution their licence asks for. The web
   * app reads them from the page; the Content-Security-Policy allows images from this host only.
   */
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https:\/\/[^/{}]+\/.*\{z\}.*\{x\}.*\{y\}/,
      'must be an https:// URL template with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .min(1)
    .default(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    ),
  /**
   * How often the job worker looks for due jobs (docs/jobs.md); a job enqueued by this process
   * wakes it at once, so this bounds only retries, other instances' jobs and crash recovery.
   */
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** How long a job may run before another worker takes it again (a killed process's job). */
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Runs of a failing job before it is left dead for staff (GET /v1/admin/jobs?status=dead). */
  JOBS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(15),
  /** The longest wait between two runs of a failing job (the wait doubles from 2 s up to it). */
  JOBS_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1800),
  /**
   * Divides every recurring job's period (a minute's jobs run every second at 60): for the
   * scale test (`npm run scale-test`), which shows each period's run happening once across
   * instances without waiting minutes. Leave it at 1 elsewhere.
   */
  JOBS_RECURRING_SPEEDUP: z.coerce.number().int().min(1).max(3600).default(1),
  /** Days a done job is kept; its payload may hold e-mail and IP addresses (docs/jobs.md). */
  JOBS_DONE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /** Days a dead job is kept for staff to see and retry before it is deleted. */
  JOBS_DEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Run recurring jobs on BullMQ in this Redis (redis://… or rediss://…), once across instances,
   * and wake the job workers of every instance through it (docs/jobs.md).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
});

export type Config = z.infer<typeof ZConfigSchema> & {
  webUrl: string;
  backofficeUrl: string;
  dataDir: string;
};

export class ConfigError extends Error {}

/** A URL's password (DATABASE_URL, SMTP_URL, REDIS_URL) as *** so that messages and logs can show the rest. */
export function redactUrl(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/@:]*):[^/@]*@/i, '$1:***@');
}

/**
 * A server that cannot mail answers sign-ups and resets it can never complete; outside the demo
 * (whose dev mailbox keeps the mail) it does not start without SMTP_URL. The invite-staff
 * command mails the first owner's link and needs it just the same.
 */
export function assertCanSendMail(config: Config, purpose: string): void {
  if (config.SMTP_URL || config.DEMO) return;
  throw new ConfigError(
    `SMTP_URL is not set: ${purpose} needs a mail server outside the demo. Set ` +
      'SMTP_URL=smtp://user:password@host:port (or smtps://…), or DEMO=true to keep every mail ' +
      'in the dev mailbox at /dev/mail.',
  );
}

/**
 * The test provider takes no money and lets anyone holding a checkout link mark it paid, so a
 * production server (NODE_ENV=production, not DEMO) does not start with it by default: it
 * needs PAYMENTS_PROVIDER=stripe, or PAYMENTS_PROVIDER=test set explicitly (a staging server
 * that means it). The demo and development keep the default.
 */
export function assertPaymentsProvider(config: Config, env: NodeJS.ProcessEnv = process.env): void {
  if (config.DEMO || config.NODE_ENV !== 'production' || config.PAYMENTS_PROVIDER !== 'test')
    return;
  if (env.PAYMENTS_PROVIDER === 'test') return;
  throw new ConfigError(
    'PAYMENTS_PROVIDER is not set: outside the demo a production server takes payments with ' +
      'PAYMENTS_PROVIDER=stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). The test ' +
      'provider takes no money; set PAYMENTS_PROVIDER=test explicitly only where that is meant.',
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const values = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZConfigSchema.safeParse(values);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}=${JSON.stringify(redactUrl(values[String(issue.path[0])] ?? ''))}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  // 0 is "any free port", which two listeners may both ask for.
  if (config.WEB_PORT !== 0 && config.WEB_PORT === config.BACKOFFICE_PORT) {
    throw new ConfigError(
      `Invalid configuration:\n  WEB_PORT and BACKOFFICE_PORT are both ${config.WEB_PORT}: the ` +
        'marketplace and the back-office each need a port of their own',
    );
  }
  if (
    config.PAYMENTS_PROVIDER === 'stripe' &&
    (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY (sk_…) and ' +
        'STRIPE_WEBHOOK_SECRET (whsec_…, the signing secret of WEB_URL/v1/payments/webhook)',
    );
  }
  const providerConfigured = config.INSTAGRAM_APP_ID || config.FACEBOOK_APP_ID;
  // A key of DATA_DIR's would differ per instance: tokens need one shared key.
  const sharedKey = config.SECRET_BOX_KEYS || config.SOCIAL_TOKEN_KEYS || config.SECRET_BOX_KEY;
  if (providerConfigured && !sharedKey) {
    throw new ConfigError(
      'Invalid configuration:\n  INSTAGRAM_APP_ID or FACEBOOK_APP_ID is set but SECRET_BOX_KEYS ' +
        'is not: provider tokens are kept only encrypted. Set SECRET_BOX_KEYS=<id>:<32 random ' +
        'bytes in base64>, e.g. k1:$(openssl rand -base64 32)',
    );
  }
  if (
    (config.INSTAGRAM_APP_ID && !config.INSTAGRAM_APP_SECRET) ||
    (config.FACEBOOK_APP_ID && !config.FACEBOOK_APP_SECRET)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  INSTAGRAM_APP_ID needs INSTAGRAM_APP_SECRET and FACEBOOK_APP_ID ' +
        'needs FACEBOOK_APP_SECRET',
    );
  }
  return {
    ...config,
    webUrl: config.WEB_URL ?? `http://localhost:${config.WEB_PORT}`,
    backofficeUrl: config.BACKOFFICE_URL ?? `http://localhost:${config.BACKOFFICE_PORT}`,
    // npm runs workspace scripts inside the workspace; relative paths mean the caller's folder.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), config.DATA_DIR),
  };
}

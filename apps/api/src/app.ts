import fs from 'node:fs';
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { requireSignIn, requireStaff } from './access/guard';
import { accountRoutes, signedInAccountRoutes } from './accounts/account.routes';
import { ownAffiliateRoutes } from './affiliates/affiliates.routes';
import type { AppDeps } from './app-deps';
import { receiptRoutes } from './billing/receipts.routes';
import { bookingRoutes, signedInBookingRoutes } from './bookings/bookings.routes';
import { busyCalendarRoutes } from './bookings/busy-import/busy-calendar.routes';
import { campaignRoutes, signedInCampaignRoutes } from './campaigns/campaigns.routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import type { Config } from './config';
import { devMailRoutes } from './dev-mail/dev-mail.routes';
import { feedbackRoutes, signedInFeedbackRoutes } from './feedback/feedback.routes';
import { followingRoutes } from './following/following.routes';
import { healthRoutes } from './health/health.routes';
import { landingRoutes } from './landing/landing.routes';
import { liveRoutes } from './live/live.routes';
import { accountMembershipRoutes } from './memberships/account-membership.routes';
import { membershipRoutes } from './memberships/memberships.routes';
import { messagingRoutes } from './messaging/messaging.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { paymentRoutes } from './payments/payments.routes';
import { placesRoutes } from './places/places.routes';
import { localProviderRoutes } from './platform/social-activity/local-provider-server';
import { usesLocalStorage } from './platform/storage/file-storage';
import { clientErrorHandler, errorsPlugin, frameworkErrors, sendErrors } from './plugins/errors';
import { httpMetricsPlugin } from './plugins/http-metrics';
import { inputGuardPlugin } from './plugins/input-guard';
import { languagePlugin } from './plugins/language';
import { noStorePlugin } from './plugins/no-store';
import { openApiOptions } from './plugins/openapi';
import { requestId, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { settlePlugin } from './plugins/settle';
import { spaPlugin } from './plugins/spa';
import { professionalRoutes } from './professionals/professionals.routes';
import { publicProfileRoutes, publicReferenceRoutes } from './public-profile/public-profile.routes';
import { seoRoutes } from './public-profile/seo.routes';
import { reviewRoutes, signedInReviewRoutes } from './reviews/reviews.routes';
import { searchRoutes } from './search/search.routes';
import { socialProviderListRoutes, socialRoutes } from './social/social.routes';
import {
  signedInSocialActivityRoutes,
  socialActivityRoutes,
} from './social-activity/social-activity.routes';
import { adminRoutes } from './staff/admin.routes';
import { uploadImageRoutes } from './uploads/upload-image.routes';
import { uploadsRoutes } from './uploads/uploads.routes';

/**
 * Each listener serves its own area's API only, so an operator can put the back-office behind a
 * VPN or an allow-list: the marketplace (customers and professionals, live sockets) on WEB_PORT,
 * the back-office API (/v1/admin, staff sessions only) on BACKOFFICE_PORT. Both answer the
 * public reference data both SPAs read (places, map settings, providers) and /health.
 */
export type ApiArea = 'marketplace' | 'backoffice';

export interface BuildAppOptions {
  area: ApiArea;
  /** Folder of a built SPA to serve at `/` (apps/web/dist or apps/backoffice/dist). */
  spaRoot?: string;
  /**
   * The marketplace's listener: profile pages with their head for search engines, sitemap.xml
   * and robots.txt (public-profile/seo.routes.ts). Needs `spaRoot`.
   */
  publicPages?: boolean;
  /** Request logging; tests leave it out and stay quiet. */
  logger?: FastifyBaseLogger;
}

/** Paths that belong to the API; anything else on a listener with a SPA is the SPA's. */
const apiPrefixes = ['/v1/', '/docs', '/health', '/dev/', '/uploads/', '/demo-providers/'];

/** Whether a path is the other area's API: answered 404 with 1397, which says so. */
function isOtherArea(area: ApiArea, url: string): boolean {
  const isAdmin =
    url === '/v1/admin' || url.startsWith('/v1/admin/') || url.startsWith('/v1/admin?');
  return area === 'marketplace' ? isAdmin : url.startsWith('/v1/') && !isAdmin;
}

/** The API document at /docs: always but in production, where API_DOCS=true asks for it. */
export function servesApiDocs(config: Config): boolean {
  return config.NODE_ENV !== 'production' || config.DEMO || config.API_DOCS;
}

/**
 * A hop count becomes a function: Fastify 5 trusts nobody for a bare number, because it cannot
 * tell a proxy from a client. TRUST_PROXY=N says clients reach us only through N proxies.
 */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (per-address limits).
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    // The balancer's request id when valid (plugins/request-id.ts), in every log line and answer.
    requestIdHeader: false,
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorateRequest('user', null);
  app.decorateRequest('accessToken', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  await app.register(requestIdPlugin);
  await app.register(httpMetricsPlugin);
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(settlePlugin);

  // The document is always built (app.swagger() feeds the CLI and the tests); /docs is optional.
  await app.register(fastifySwagger, openApiOptions(deps.config, options.area));
  if (servesApiDocs(deps.config)) await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  await app.register(securityHeadersPlugin);
  await app.register(noStorePlugin);

  await app.register(healthRoutes);
  await app.register(placesRoutes, { prefix: '/v1' });
  await app.register(publicReferenceRoutes, { prefix: '/v1' });
  await app.register(socialProviderListRoutes, { prefix: '/v1' });
  await app.register(options.area === 'marketplace' ? marketplaceApi : backofficeApi);
  if (deps.config.DEMO) await app.register(devMailRoutes);
  if (usesLocalStorage(deps.config)) await app.register(uploadsRoutes);

  const spaRoot =
    options.spaRoot && fs.existsSync(path.join(options.spaRoot, 'index.html'))
      ? options.spaRoot
      : undefined;
  if (spaRoot) await app.register(spaPlugin, { root: spaRoot });
  if (spaRoot && options.publicPages) await app.register(seoRoutes, { root: spaRoot });

  app.setNotFoundHandler((request, reply) => {
    const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (spaRoot && wantsPage && !isApi) {
      // Client-side routes (and the SPA's own 404 page) are rendered by index.html.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', spaRoot);
    }
    const code = isOtherArea(options.area, request.url) ? 1397 : 1302;
    return sendErrors(reply, request, 404, [{ code }]);
  });

  return app;
}

/** The marketplace's API: accounts, profiles, search, bookings, messages, live sockets. */
const marketplaceApi: FastifyPluginAsyncZod = async (app) => {
  // Live events for signed-in users (live/live.routes.ts); a frame is a small JSON object.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(landingRoutes, { prefix: '/v1' });
  await app.register(accountRoutes, { prefix: '/v1' });
  await app.register(socialRoutes, { prefix: '/v1' });
  await app.register(catalogueRoutes, { prefix: '/v1' });
  await app.register(membershipRoutes, { prefix: '/v1' });
  await app.register(searchRoutes, { prefix: '/v1' });
  await app.register(publicProfileRoutes, { prefix: '/v1' });
  await app.register(
    async (signedIn) => {
      requireSignIn(signedIn);
      await signedIn.register(signedInAccountRoutes);
      await signedIn.register(uploadImageRoutes);
      await signedIn.register(professionalRoutes);
      await signedIn.register(followingRoutes);
      await signedIn.register(messagingRoutes);
      await signedIn.register(notificationRoutes);
      await signedIn.register(signedInFeedbackRoutes);
      await signedIn.register(signedInBookingRoutes);
      await signedIn.register(busyCalendarRoutes);
      await signedIn.register(signedInReviewRoutes);
      await signedIn.register(signedInCampaignRoutes);
      await signedIn.register(ownAffiliateRoutes);
      await signedIn.register(accountMembershipRoutes);
      await signedIn.register(receiptRoutes);
      await signedIn.register(signedInSocialActivityRoutes);
    },
    { prefix: '/v1' },
  );
  await app.register(bookingRoutes, { prefix: '/v1' });
  await app.register(reviewRoutes, { prefix: '/v1' });
  await app.register(feedbackRoutes, { prefix: '/v1' });
  await app.register(liveRoutes, { prefix: '/v1' });
  await app.register(paymentRoutes, { prefix: '/v1' });
  await app.register(campaignRoutes, { prefix: '/v1' });
  await app.register(socialActivityRoutes, { prefix: '/v1' });
  // The demo's stand-in for Instagram and Facebook (platform/social-activity), when it has one.
  const demoProviders = app.deps.contentProviders.demoServer;
  if (demoProviders) {
    await app.register(localProviderRoutes, { prefix: '/demo-providers', state: demoProviders });
  }
};

/** The back-office's API (/v1/admin), and the staff's avatar upload; staff sessions only. */
const backofficeApi: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminRoutes, { prefix: '/v1/admin' });
  await app.register(
    async (staff) => {
      requireSignIn(staff, requireStaff);
      await staff.register(uploadImageRoutes);
    },
    { prefix: '/v1' },
  );
};

export type App = Awaited<ReturnType<typeof buildApp>>;

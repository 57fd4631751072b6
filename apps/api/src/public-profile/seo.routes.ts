import { Readable } from 'node:stream';
import {
  ZProfessionalSlugParamsSchema,
  ZPublicProfileSchema,
} from '@fitmarket/core/api/public-profile';
import {
  type TProfessionalSearchQuery,
  type TProfessionalSearchResponse,
  ZProfessionalSearchRequestSchema,
  ZProfessionalSearchResponseSchema,
} from '@fitmarket/core/api/search';
import {
  type TPublicSocialItem,
  ZPublicSocialItemListSchema,
} from '@fitmarket/core/api/social-activity';
import type { Language } from '@fitmarket/core/language';
import { SEARCH_PATHS } from '@fitmarket/core/links';
import { profileTabOf } from '@fitmarket/core/profile-tab';
import {
  parseSearchParams,
  SEARCH_RESULTS_PER_PAGE,
  searchRequest,
} from '@fitmarket/core/rules/search-url';
import { shownCampaigns, shownSponsored } from '@fitmarket/core/rules/sponsored-shown';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countImpressions } from '../campaigns/count-impressions';
import { sponsoredSearch } from '../campaigns/serve-sponsored';
import { AppError } from '../errors/app-error';
import { insightCounter } from '../memberships/insights';
import { cachedMarketplaceSearch, recordShownResults, searchState } from '../search/search-deps';
import { searchContent } from '../search/search-first-view';
import { searchHead } from '../search/search-head';
import { withContent, withHead, withRoot } from '../shared/page-head';
import { publicItems } from '../social-activity/items';
import { createRenderedPages, pageTemplate, sendRenderedPage } from '../ssr/rendered-pages';
import { countProfileView } from './count-profile-view';
import { guestProfileCache } from './guest-cache';
import { profileContent } from './profile-first-view';
import { notFoundHead, profileHead } from './profile-head';
import { pagesSitemap, professionalsSitemap, sitemapIndex } from './sitemap';

/** Pages only signed-in people use: nothing there for search engines. */
const PRIVATE_PATHS = [
  '/account/',
  '/signin',
  '/signup',
  '/password-reset',
  '/account-deleted/',
  '/refresh',
  '/social',
  '/dev/',
  // An ad's counting link (GET /v1/campaigns/ads/{id}/click): a crawler's visit is no click.
  '/v1/campaigns/',
];

/**
 * What search engines read of the marketplace: profile and search pages with their head and their
 * content written by the server (readable without JavaScript): the SPA's own page rendered for a
 * guest, which the browser hydrates, else a plain first view the SPA renders over,
 * sitemap.xml and robots.txt. On the web listener only.
 */
export async function seoRoutes(app: FastifyInstance, options: { root: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config, database } = app.deps;
  // Read once: a deploy restarts the server with its new index.html.
  const indexHtml = pageTemplate(options.root);
  const pages = await createRenderedPages(options.root, app.log);
  const insights = app.deps.caches.of(insightCounter);

  /** PUBLIC_WEB_URL, else WEB_URL, else where this request came (the demo on any host). */
  const originOf = (request: FastifyRequest) =>
    (config.PUBLIC_WEB_URL ?? config.WEB_URL ?? `${request.protocol}://${request.host}`).replace(
      /\/+$/,
      '',
    );

  const socialTab = (url: string) =>
    profileTabOf(new URL(url, 'http://localhost').searchParams) === 'social';
  /**
   * A profile's Social tab as a guest sees it (the same cached answer as GET
   * /v1/professionals/{slug}/social), or null when that fails: the page shows the tab loading
   * and the browser asks for it.
   */
  const guestSocialItems = async (slug: string): Promise<TPublicSocialItem[] | null> => {
    try {
      return await publicItems(app.deps, slug, null);
    } catch (error) {
      app.log.error({ err: error, slug }, "a profile page's Social tab failed");
      return null;
    }
  };

  const profilePage =
    (lang: Language) =>
    async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      try {
        // As a guest sees it: crawlers have no session, and hidden profiles stay out of the index.
        const { profile } = await guestProfileCache(app.deps).get(request.params.slug, lang);
        const origin = originOf(request);
        const page = withHead(indexHtml, profileHead(profile, lang, origin));
        // On the Social tab's address (`?tab=social`) the page shows that tab's posts too.
        const social = socialTab(request.url) ? await guestSocialItems(request.params.slug) : null;
        const answers: [object, ...object[]] = social ? [profile, social] : [profile];
        const rendered = await pages.render(answers, origin + request.url, async (renderer) =>
          withRoot(
            page,
            await renderer.renderProfilePage(
              request.url,
              lang,
              // The `data` GET /v1/professionals/{slug} answers a guest.
              JSON.stringify(ZPublicProfileSchema.encode(profile)),
              // The `data` GET /v1/professionals/{slug}/social answers a guest.
              social ? JSON.stringify(ZPublicSocialItemListSchema.encode(social)) : undefined,
            ),
          ),
        );
        if (!rendered) return withContent(page, profileContent(profile, lang));
        // The browser takes the profile from the page and asks for it no more: a view of it
        // counts here (as GET /v1/professionals/{slug} counts a guest's).
        countProfileView(insights, request, profile.id);
        return await sendRenderedPage(request, reply, rendered);
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 404) throw error;
        // The SPA still renders (its own 404 page, or the profile for its signed-in owner).
        return reply.code(404).send(withHead(indexHtml, notFoundHead(lang)));
      }
    };

  const params = { params: ZProfessionalSlugParamsSchema, hide: true };
  routes.get('/professionals/:slug', { schema: params }, profilePage('en'));
  routes.get('/fi/ammattilaiset/:slug', { schema: params }, profilePage('fi'));

  // SPEC §2 "ProfessionalsSearch.{lang}": the head and the first page of results, from the same
  // cached answer as POST /v1/professionals/search.
  const search = app.deps.caches.of(searchState);
  /**
   * A search's paid placements as POST /v1/professionals/{call} answers them (never cached),
   * or nothing when that fails: the page shows without them (SPEC §8).
   */
  const sponsored = async (
    call: 'search-boosted' | 'search-ads',
    query: TProfessionalSearchQuery,
    lang: Language,
  ) => {
    try {
      const answer = await sponsoredSearch(search.deps, database, call, query, lang);
      return { answer, json: JSON.stringify(ZProfessionalSearchResponseSchema.encode(answer)) };
    } catch (error) {
      app.log.error({ err: error, call }, 'a paid placement of a search page failed');
      return undefined;
    }
  };
  /**
   * Counts the impressions of the sponsored items a rendered page shows, as the browser's POST
   * /v1/campaigns/impressions would (the one counting function, its rules and limits): a
   * visitor who leaves before the page's script runs has seen them too. The browser takes the
   * page's placements as counted (web app/ssr/adoptServerState.ts) and does not send them.
   * Not for a HEAD request or a browser's prefetch (no one saw the page; a prefetched page
   * shown later goes uncounted, in the buyer's favour), nor for crawlers (countImpressions).
   * Awaited before the page goes out: a billed count is never only in memory.
   */
  const countShown = async (
    request: FastifyRequest,
    answer: TProfessionalSearchResponse,
    boosted: TProfessionalSearchResponse | undefined,
    ads: TProfessionalSearchResponse | undefined,
  ) => {
    const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers.purpose ?? ''}`;
    if (request.method !== 'GET' || /prefetch|prerender/i.test(purpose)) return;
    const { first, ad } = shownSponsored(
      answer.data,
      answer.meta.pagination.current_page,
      boosted?.data,
      ads?.data,
    );
    const items = shownCampaigns([first, ad]);
    if (items.length === 0) return;
    try {
      await countImpressions(
        app.deps,
        { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') },
        items,
      );
    } catch (error) {
      app.log.error({ err: error }, 'the impressions of a rendered search page were not counted');
    }
  };
  const searchPage = (lang: Language) => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const query = new URL(request.url, 'http://localhost').searchParams;
    const origin = originOf(request);
    const page = withHead(indexHtml, searchHead(query, lang, origin));
    const state = parseSearchParams(query);
    // parseSearchParams leaves out what is malformed, so the API's schema takes what remains.
    const body = ZProfessionalSearchRequestSchema.parse(
      searchRequest(state, SEARCH_RESULTS_PER_PAGE),
    );
    const [cached, boosted, ads] = await Promise.all([
      cachedMarketplaceSearch(search, 'search', body, lang),
      // As the page asks for them (apps/web features/search/api/sponsored.ts).
      sponsored('search-boosted', { ...body, page: 1 }, lang),
      sponsored('search-ads', body, lang),
    ]);
    // The paid placements change the page, so they are part of what it is kept under.
    const key = [origin + request.url, boosted?.json, ads?.json].join('\u0000');
    const rendered = await pages.render([cached], key, async (renderer) =>
      withRoot(
        page,
        await renderer.renderSearchPage(request.url, lang, {
          search: cached.body.identity.toString(),
          boosted: boosted?.json,
          ads: ads?.json,
        }),
      ),
    );
    // The plain first view shows no paid placements: nothing of them is counted then.
    if (!rendered) return withContent(page, searchContent(state, cached.answer, lang));
    // The browser takes these results from the page and asks for them no more.
    recordShownResults(app.deps, request, body, cached.answer, lang);
    await countShown(request, cached.answer, boosted?.answer, ads?.answer);
    return sendRenderedPage(request, reply, rendered);
  };
  routes.get(SEARCH_PATHS.en, { schema: { hide: true } }, searchPage('en'));
  routes.get(SEARCH_PATHS.fi, { schema: { hide: true } }, searchPage('fi'));

  const xml = (reply: FastifyReply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');

  routes.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    xml(reply);
    return sitemapIndex(database.db, originOf(request));
  });
  routes.get('/sitemap-pages.xml', { schema: { hide: true } }, async (request, reply) => {
    xml(reply);
    return pagesSitemap(originOf(request));
  });
  routes.get(
    '/sitemap-professionals-:n.xml',
    { schema: { hide: true, params: z.object({ n: z.coerce.number().int().min(1).max(1000) }) } },
    async (request, reply) => {
      const pieces = await professionalsSitemap(database.db, originOf(request), request.params.n);
      if (!pieces) throw new AppError({ code: 1302 });
      xml(reply);
      return reply.send(Readable.from(pieces));
    },
  );

  routes.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    const disallowed = PRIVATE_PATHS.map((privatePath) => `Disallow: ${privatePath}`).join('\n');
    return `User-agent: *\n${disallowed}\n\nSitemap: ${originOf(request)}/sitemap.xml\n`;
  });
}

import { ZRedirectSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { ZProfessionalSlugParamsSchema } from '@fitmarket/core/api/public-profile';
import {
  ZPublicSocialItemListSchema,
  ZSocialCallbackParamsSchema,
  ZSocialCallbackQuerySchema,
  ZSocialConnectionListSchema,
  ZSocialConnectionParamsSchema,
  ZSocialConnectRequestSchema,
  ZSocialDisconnectQuerySchema,
  ZSocialItemListSchema,
  ZSocialItemParamsSchema,
  ZSocialItemSchema,
  ZSocialItemUpdateSchema,
  ZSocialProviderListSchema,
} from '@fitmarket/core/api/social-activity';
import { SOCIAL_IMPORT_EVERY_HOURS } from '@fitmarket/core/rules/social-activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, optionalUser } from '../access/guard';
import { finishConnect, startConnect } from './connect';
import { connectionList, disconnect, providerList, setDefaultConnection } from './connections';
import { ownItems, publicItems, suggestions, updateItem } from './items';

const tags = ['social activity'];
const connectionsAnswer = { 200: dataEnvelope(ZSocialConnectionListSchema) };
const PRO = 'Professionals only (403 with 1002). ';
const OWN = "Another professional's id answers 404 with 1302, as a missing one. ";

/**
 * The professional's connected providers and imported posts (issue 20, SPEC §7 "Connected
 * providers (devices)"; the contract in docs/social-activity.md). Registered in app.ts's
 * signed-in scope; the provider's return and the public Social tab are in the public plugin.
 */
export const signedInSocialActivityRoutes: FastifyPluginAsyncZod = async (signedIn) => {
  const { deps } = signedIn;
  const { db } = deps.database;

  signedIn.get(
    '/me/social/providers',
    {
      schema: {
        tags,
        summary: 'Every content provider, and whether this installation offers it',
        description: `${PRO}SPEC §7 "get all". Connecting one that is not configured answers 422 with 1316.`,
        response: { 200: dataEnvelope(ZSocialProviderListSchema) },
      },
    },
    async () => ({ data: providerList(deps) }),
  );

  signedIn.get(
    '/me/social/connections',
    {
      schema: {
        tags,
        summary: 'My connected providers',
        description:
          `${PRO}SPEC §7 "get connected": each with its status (connected, token_expiring, ` +
          'needs_reconnect, error), whether its first import is still pending (show progress), ' +
          'the last import and how many items it brought. Default first.',
        response: connectionsAnswer,
      },
    },
    async (request) => ({ data: await connectionList(db, currentUser(request).id) }),
  );

  signedIn.post(
    '/me/social/connections',
    {
      schema: {
        tags,
        summary: 'Connect (or reconnect) a provider',
        description:
          `${PRO}SPEC §7 "post a provider": answers \`data.redirect\`, the provider's consent ` +
          'page; the browser goes there and comes back through GET /v1/social/callback/{provider} ' +
          'to the Social activities page. The posts are imported at once, then every ' +
          `${SOCIAL_IMPORT_EVERY_HOURS} hours. 422 with 1316: provider not configured here.`,
        body: ZSocialConnectRequestSchema,
        response: { 200: dataEnvelope(ZRedirectSchema) },
      },
    },
    async (request) => ({
      data: {
        redirect: await startConnect(deps, currentUser(request).id, request.body.provider),
      },
    }),
  );

  signedIn.put(
    '/me/social/connections/:id/default',
    {
      schema: {
        tags,
        summary: 'Make a connection the default',
        description: `${PRO}${OWN}SPEC §7 "set default": its items lead the public Social tab. Answers the connections.`,
        params: ZSocialConnectionParamsSchema,
        response: connectionsAnswer,
      },
    },
    async (request) => ({
      data: await setDefaultConnection(db, currentUser(request), request.params.id),
    }),
  );

  signedIn.delete(
    '/me/social/connections/:id',
    {
      schema: {
        tags,
        summary: 'Disconnect a provider',
        description:
          `${PRO}${OWN}SPEC §7 "delete": the connection and its encrypted token are deleted at ` +
          'once. `items=remove` (default) deletes its imported items and their images; ' +
          '`items=keep` keeps them on the profile, no longer imported. Answers the connections.',
        params: ZSocialConnectionParamsSchema,
        querystring: ZSocialDisconnectQuerySchema,
        response: connectionsAnswer,
      },
    },
    async (request) => ({
      data: await disconnect(deps, currentUser(request), request.params.id, request.query.items),
    }),
  );

  signedIn.get(
    '/me/social/items',
    {
      schema: {
        tags,
        summary: 'My imported social items',
        description: `${PRO}Every imported item, hidden ones too, newest first, with the scored relevance and my own choices.`,
        response: { 200: dataEnvelope(ZSocialItemListSchema) },
      },
    },
    async (request) => ({ data: await ownItems(deps, currentUser(request).id) }),
  );

  signedIn.patch(
    '/me/social/items/:id',
    {
      schema: {
        tags,
        summary: 'Override, feature, hide or mark an item commercial',
        description:
          `${PRO}${OWN}Any of relevance_override (low, medium, high, or null to follow the ` +
          'rule), featured, hidden and commercial (a paid partnership: the profile labels it). ' +
          'Answers the item.',
        params: ZSocialItemParamsSchema,
        body: ZSocialItemUpdateSchema,
        response: { 200: dataEnvelope(ZSocialItemSchema) },
      },
    },
    async (request) => ({
      data: await updateItem(deps, currentUser(request), request.params.id, request.body),
    }),
  );

  signedIn.get(
    '/me/social/suggestions',
    {
      schema: {
        tags,
        summary: 'Items to feature',
        description: `${PRO}SPEC §7 "suggest": the items the relevance rule ranks highest that are neither featured nor hidden (at most 5).`,
        response: { 200: dataEnvelope(ZSocialItemListSchema) },
      },
    },
    async (request) => ({ data: await suggestions(deps, currentUser(request).id) }),
  );
};

/** The provider's return and the public Social tab (registered under /v1). */
export const socialActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/social/callback/:provider',
    {
      schema: {
        tags,
        summary: 'Where a content provider sends the browser back (register this URL there)',
        description:
          'Redirect URI: WEB_URL/v1/social/callback/<instagram|facebook>. Checks `state` (once, ' +
          '10 minutes, made for this provider) and, on Facebook, the PKCE verifier; stores the ' +
          'encrypted token and queues the first import. Always 302 to the Social activities ' +
          'page: `?social=connected&provider=` or `?social=error&provider=&error=` 1152 (refused, ' +
          'unknown or expired) or 1306 (the provider could not be reached).',
        params: ZSocialCallbackParamsSchema,
        querystring: ZSocialCallbackQuerySchema,
        response: { 302: z.null().describe('Location: the Social activities page') },
      },
    },
    async (request, reply) => {
      const page = await finishConnect(
        deps,
        { providerId: request.params.provider, ...request.query },
        request.log,
      );
      return reply.redirect(page, 302);
    },
  );

  app.get(
    '/professionals/:slug/social',
    {
      schema: {
        tags: ['marketplace'],
        summary: "A professional's Social tab",
        description:
          "Public. Featured items first, then the default provider's, then high before medium " +
          'relevance, newest first (at most 24); hidden and low items are left out. Images are ' +
          'our own copies. Visible as the profile is: an unlisted one 404 with 1302 except to ' +
          'its owner and staff. Guests are answered from a cache up to ' +
          'PUBLIC_PROFILE_CACHE_SECONDS (default 30) old, dropped at once when the owner ' +
          'changes an item.',
        params: ZProfessionalSlugParamsSchema,
        response: { 200: dataEnvelope(ZPublicSocialItemListSchema) },
      },
    },
    async (request) => ({
      data: await publicItems(deps, request.params.slug, await optionalUser(request)),
    }),
  );
};

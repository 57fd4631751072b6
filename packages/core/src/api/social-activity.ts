import { z } from 'zod';
import { CONNECTION_STATUSES, RELEVANCE_LEVELS, SOCIAL_PROVIDERS } from '../rules/social-activity';
import { ZInstantSchema } from './dates';

/**
 * Social activity on profiles (issue 20; docs/social-activity.md is the contract in words):
 * the content providers a professional connects (SPEC §7 "Connected providers (devices)": get
 * all, get connected, connect, set default, delete, suggest), the posts imported from them, and
 * the public profile's Social tab.
 */

export const ZSocialProviderIdSchema = z.enum(SOCIAL_PROVIDERS);
export const ZRelevanceSchema = z.enum(RELEVANCE_LEVELS);

/** GET /v1/me/social/providers: every provider, and whether this installation offers it. */
export const ZSocialProviderSchema = z.object({
  id: ZSocialProviderIdSchema,
  name: z.string(),
  /** False: its app id and secret are not configured here; connecting answers 422 with 1316. */
  configured: z.boolean(),
});
export const ZSocialProviderListSchema = z.array(ZSocialProviderSchema);
export type TSocialProvider = z.infer<typeof ZSocialProviderSchema>;

/** One connected account (GET /v1/me/social/connections). */
export const ZSocialConnectionSchema = z.object({
  id: z.number().int(),
  provider: ZSocialProviderIdSchema,
  /** The account's name at the provider (Instagram username, Facebook Page name). */
  account_name: z.string(),
  /**
   * connected; token_expiring (within 7 days, the refresh job has not renewed it yet);
   * needs_reconnect (expired or revoked: connect the provider again); error (the last import
   * failed for another reason, `last_error` says which; the next one retries).
   */
  status: z.enum(CONNECTION_STATUSES),
  /** Its items lead the public Social tab. */
  is_default: z.boolean(),
  /** True while an import is queued or running and none has finished yet: show progress. */
  first_import_pending: z.boolean(),
  last_import_at: ZInstantSchema.nullable(),
  last_error: z.string().nullable(),
  token_expires_at: ZInstantSchema.nullable(),
  item_count: z.number().int().min(0),
  connected_at: ZInstantSchema,
});
export const ZSocialConnectionListSchema = z.array(ZSocialConnectionSchema);
export type TSocialConnection = z.infer<typeof ZSocialConnectionSchema>;

/** POST /v1/me/social/connections: answers `data.redirect`, the provider's consent page. */
export const ZSocialConnectRequestSchema = z.object({ provider: ZSocialProviderIdSchema });
export type TSocialConnectRequest = z.infer<typeof ZSocialConnectRequestSchema>;

export const ZSocialConnectionParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
/** DELETE /v1/me/social/connections/{id}?items=remove|keep (default remove). */
export const ZSocialDisconnectQuerySchema = z.object({
  items: z.enum(['remove', 'keep']).default('remove'),
});

export const ZSocialCallbackParamsSchema = z.object({ provider: ZSocialProviderIdSchema });
/** What the provider sends back to GET /v1/social/callback/{provider}. */
export const ZSocialCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
  error_reason: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
});

export const ZSocialMediaSchema = z.object({
  /** Our own copy (the upload pipeline's display size); provider links are never shown. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** A video's item shows its thumbnail image; the post link plays it at the provider. */
  video: z.boolean(),
});

/** An imported post as its owner sees it (every field) . */
export const ZSocialItemSchema = z.object({
  id: z.number().int(),
  provider: ZSocialProviderIdSchema,
  /** Null once its connection was removed with "keep items". */
  connection_id: z.number().int().nullable(),
  caption: z.string(),
  /** The post at the provider ("link out"). */
  permalink: z.string(),
  posted_at: ZInstantSchema,
  media: z.array(ZSocialMediaSchema),
  likes: z.number().int().min(0),
  comments: z.number().int().min(0),
  /** What the rule gave (docs/social-activity.md "Relevance"). */
  scored_relevance: ZRelevanceSchema,
  /** The professional's own choice; null follows the rule. */
  relevance_override: ZRelevanceSchema.nullable(),
  /** The level shown: the override, else the scored one. */
  relevance: ZRelevanceSchema,
  featured: z.boolean(),
  hidden: z.boolean(),
  /** Paid partnership: the profile labels it "Commercial content" / "Kaupallinen yhteistyö". */
  commercial: z.boolean(),
});
export const ZSocialItemListSchema = z.array(ZSocialItemSchema);
export type TSocialItem = z.infer<typeof ZSocialItemSchema>;

export const ZSocialItemParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
/** PATCH /v1/me/social/items/{id}: any of these; a field left out is unchanged. */
export const ZSocialItemUpdateSchema = z
  .object({
    relevance_override: ZRelevanceSchema.nullable(),
    featured: z.boolean(),
    hidden: z.boolean(),
    commercial: z.boolean(),
  })
  .partial()
  .strict();
export type TSocialItemUpdate = z.infer<typeof ZSocialItemUpdateSchema>;

/** GET /v1/professionals/{slug}/social: what a visitor sees, in the order to show it. */
export const ZPublicSocialItemSchema = ZSocialItemSchema.pick({
  id: true,
  provider: true,
  caption: true,
  permalink: true,
  posted_at: true,
  media: true,
  relevance: true,
  featured: true,
  commercial: true,
});
export const ZPublicSocialItemListSchema = z.array(ZPublicSocialItemSchema);
export type TPublicSocialItem = z.infer<typeof ZPublicSocialItemSchema>;

import { z } from 'zod';

/**
 * Social sign-in (OAuth2 / OpenID Connect) for both SPAs. The sign-up a new person finishes
 * afterwards (ZSocialSignupCompleteSchema) and the `{ redirect }` answer are in auth.ts.
 */

/** A provider this installation offers (GET /v1/auth/providers answers a list of them). */
export const ZSocialProviderSchema = z.object({
  /** Goes into the sign-in paths: oidc or google. */
  id: z.string(),
  /** For the "Continue with …" button. */
  name: z.string(),
});
export type TSocialProvider = z.infer<typeof ZSocialProviderSchema>;
/** Both SPAs show a "Continue with …" button for each; an empty list shows none. */
export const ZSocialProviderListSchema = z.array(ZSocialProviderSchema);

export const ZProviderParamsSchema = z.object({ provider: z.string().max(50) });

export const ZSignInIntentQuerySchema = z.object({
  /** The page the button was on. Both end the same way; see the route's description. */
  intent: z.enum(['signin', 'signup']).default('signin'),
});

/** What the provider sends back; the handler reads the raw query so nothing it adds is lost. */
export const ZProviderCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

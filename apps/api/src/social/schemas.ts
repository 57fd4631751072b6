import { z } from 'zod';

/**
 * Shapes of the social sign-in routes that packages/core does not have yet (the SPAs parse
 * the provider list themselves: packages/ui SocialSignInButtons).
 */
export const ZSocialProviderSchema = z.object({
  /** Goes into the sign-in paths: oidc or google. */
  id: z.string(),
  /** For the "Continue with …" button. */
  name: z.string(),
});

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

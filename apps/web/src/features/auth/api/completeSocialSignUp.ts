import {
  type TAccessToken,
  type TSocialSignupComplete,
  ZAccessTokenSchema,
} from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { type Destination, useSessionMutation } from '../../../lib/session';

/** POST /v1/auth/social/signup: creates the account with the chosen role and signs it in. */
export function completeSocialSignUp(input: TSocialSignupComplete): Promise<TAccessToken> {
  return apiRequest('/v1/auth/social/signup', {
    schema: ZAccessTokenSchema,
    method: 'POST',
    body: input,
  });
}

/** Signs in with the answer's token and goes to `destination()` (lib/session). */
export function useCompleteSocialSignUp(destination: () => Destination) {
  return useSessionMutation(completeSocialSignUp, destination);
}

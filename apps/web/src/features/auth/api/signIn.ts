import { type TAccessToken, type TLogin, ZAccessTokenSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { type Destination, useSessionMutation } from '../../../lib/session';

/** POST /v1/auth/login: the bearer token of a new session (1313 while the e-mail is unconfirmed). */
export function signIn(credentials: TLogin): Promise<TAccessToken> {
  return apiRequest('/v1/auth/login', {
    schema: ZAccessTokenSchema,
    method: 'POST',
    body: credentials,
  });
}

/** Signs in with the answer's token and goes to `destination()` (lib/session). */
export function useSignIn(destination: () => Destination) {
  return useSessionMutation(signIn, destination);
}

import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { type Destination, useSessionMutation } from '../../../lib/session';
import { parseAccessToken } from '../utils/parseAccessToken';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /v1/auth/login: the bearer token of a new session (1313 while the e-mail is unconfirmed). */
export function signIn(credentials: Credentials): Promise<string> {
  return apiRequest('/v1/auth/login', {
    method: 'POST',
    body: credentials,
    parse: parseAccessToken,
  });
}

/** Signs in with the answer's token and goes to `destination()` (lib/session). */
export function useSignIn(destination: () => Destination) {
  return useSessionMutation(signIn, destination);
}

import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { type Destination, useSessionMutation } from '../../../lib/session';
import { parseAccessToken } from '../utils/parseAccessToken';
import type { Role } from './signUp';

/** The body of ZSocialSignupCompleteSchema (core/api/auth). */
export interface SocialSignUpInput {
  code: string;
  role: Role;
  terms_accepted: boolean;
  privacy_accepted: boolean;
  email_notifications: boolean;
}

/** POST /v1/auth/social/signup: creates the account with the chosen role and signs it in. */
export function completeSocialSignUp(input: SocialSignUpInput): Promise<string> {
  return apiRequest('/v1/auth/social/signup', {
    method: 'POST',
    body: input,
    parse: parseAccessToken,
  });
}

/** Signs in with the answer's token and goes to `destination()` (lib/session). */
export function useCompleteSocialSignUp(destination: () => Destination) {
  return useSessionMutation(completeSocialSignUp, destination);
}

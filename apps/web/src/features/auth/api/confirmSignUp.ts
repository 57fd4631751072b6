import { type TAccessToken, ZAccessTokenSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { type Destination, useSessionMutation } from '../../../lib/session';

/** POST /v1/auth/confirm: the e-mailed code confirms the address and signs the user in (1314). */
export function confirmSignUp(code: string): Promise<TAccessToken> {
  return apiRequest('/v1/auth/confirm', {
    schema: ZAccessTokenSchema,
    method: 'POST',
    body: { code },
  });
}

/** Signs in with the answer's token and goes to `destination()` (lib/session). */
export function useConfirmSignUp(destination: () => Destination) {
  return useSessionMutation(confirmSignUp, destination);
}

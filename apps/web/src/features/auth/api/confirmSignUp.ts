import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { type Destination, useSessionMutation } from '../../../lib/session';
import { parseAccessToken } from '../utils/parseAccessToken';

/** POST /v1/auth/confirm: the e-mailed code confirms the address and signs the user in (1314). */
export function confirmSignUp(code: string): Promise<string> {
  return apiRequest('/v1/auth/confirm', {
    method: 'POST',
    body: { code },
    parse: parseAccessToken,
  });
}

/** Signs in with the answer's token and goes to `destination()` (lib/session). */
export function useConfirmSignUp(destination: () => Destination) {
  return useSessionMutation(confirmSignUp, destination);
}

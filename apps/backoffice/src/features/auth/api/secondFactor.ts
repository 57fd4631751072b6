import { ZAccessTokenSchema } from '@fitmarket/core/api/auth';
import {
  type TChallengeCode,
  ZEnrolledSignInSchema,
  ZTwoFactorSetupSchema,
} from '@fitmarket/core/api/staff-security';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';
import { passkeyCeremony } from '../../../lib/passkeyCeremony';
import { useStartSession } from '../../../lib/session';

/** POST /v1/admin/login/second-factor: finishes the sign-in with an app or recovery code. */
export function useSecondFactorSignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: TChallengeCode) =>
      apiRequest('/v1/admin/login/second-factor', {
        schema: ZAccessTokenSchema,
        method: 'POST',
        body: input,
      }),
    onSuccess: ({ access_token }) => startSession(access_token),
  });
}

/** POST /v1/admin/login/enrol: the setup a sign-in the owners require it for starts with. */
export function useSignInEnrolment() {
  return useMutation({
    mutationFn: (challenge: string) =>
      apiRequest('/v1/admin/login/enrol', {
        schema: ZTwoFactorSetupSchema,
        method: 'POST',
        body: { challenge },
      }),
  });
}

/**
 * POST /v1/admin/login/enrol/confirm: signed in, with the recovery codes to show. The session
 * starts once they are saved (`startSession` on the page), so the page is not left before.
 */
export function useConfirmSignInEnrolment() {
  return useMutation({
    mutationFn: (input: TChallengeCode) =>
      apiRequest('/v1/admin/login/enrol/confirm', {
        schema: ZEnrolledSignInSchema,
        method: 'POST',
        body: input,
      }),
  });
}

/**
 * Finishes the sign-in with a passkey instead of a code: the options for this pending sign-in,
 * the browser's own dialog, then POST /v1/admin/login/passkey. Rejects with the browser's error
 * when the person closes that dialog.
 */
export function usePasskeySignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (challenge: string) => {
      const response = await passkeyCeremony('authenticate', '/v1/admin/login/passkey/options', {
        challenge,
      });
      return apiRequest('/v1/admin/login/passkey', {
        schema: ZAccessTokenSchema,
        method: 'POST',
        body: { challenge, response },
      });
    },
    onSuccess: ({ access_token }) => startSession(access_token),
  });
}

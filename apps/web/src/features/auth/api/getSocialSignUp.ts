import { ZSocialSignupInfoSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';

/** GET /v1/auth/social/signup/:code: who the provider says the new user is. */
export function getSocialSignUp(code: string, signal?: AbortSignal) {
  return apiRequest(`/v1/auth/social/signup/${encodeURIComponent(code)}`, {
    schema: ZSocialSignupInfoSchema,
    signal,
  });
}

export function useSocialSignUp(code: string) {
  return useQuery({
    queryKey: ['social-signup', code],
    queryFn: ({ signal }) => getSocialSignUp(code, signal),
  });
}

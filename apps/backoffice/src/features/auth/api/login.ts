import type { TAdminLogin, TLogin } from '@fitmarket/core/api/auth';
import type { TStaffSignIn } from '@fitmarket/core/api/staff-security';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';
import { useStartSession } from '../../../lib/session';

/** SPEC §7: the back-office logs in as a fixed OAuth client with the password grant. */
const CLIENT: Omit<TAdminLogin, keyof TLogin> = {
  client_id: import.meta.env.VITE_ADMIN_CLIENT_ID ?? 'backoffice',
  client_secret: import.meta.env.VITE_ADMIN_CLIENT_SECRET ?? 'backoffice-secret',
  grant_type: 'password',
};

/**
 * POST /v1/admin/login: the bearer token of the new session, or the second-factor step to
 * finish first (a `challenge`, docs/staff-security.md).
 */
export function login(credentials: TLogin): Promise<TStaffSignIn> {
  const body: TAdminLogin = { ...credentials, ...CLIENT };
  return apiRequest('/v1/admin/login', {
    // The login page is a first page: its schema (and zod) load with the request.
    schema: async () => (await import('@fitmarket/core/api/staff-security')).ZStaffSignInSchema,
    method: 'POST',
    body,
  });
}

/** Logs in and keeps the token when there is one; a second-factor step is the page's to show. */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if ('access_token' in answer) startSession(answer.access_token);
    },
  });
}

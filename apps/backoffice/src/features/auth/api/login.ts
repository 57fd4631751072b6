import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';
import { useStartSession } from '../../../lib/session';

export interface LoginCredentials {
  email: string;
  password: string;
}

interface LoginAnswer {
  access_token: string;
}

/** SPEC §7: the back-office logs in as a fixed OAuth client with the password grant. */
const CLIENT = {
  client_id: import.meta.env.VITE_ADMIN_CLIENT_ID ?? 'backoffice',
  client_secret: import.meta.env.VITE_ADMIN_CLIENT_SECRET ?? 'backoffice-secret',
  grant_type: 'password',
} as const;

function parseLoginAnswer(data: unknown): LoginAnswer {
  const token = (data as Partial<LoginAnswer> | null | undefined)?.access_token;
  if (typeof token !== 'string' || token === '')
    throw new Error('The login answer has no access_token');
  return { access_token: token };
}

/** POST /v1/admin/login: returns the bearer token of the new session. */
export function login(credentials: LoginCredentials): Promise<LoginAnswer> {
  return apiRequest('/v1/admin/login', {
    method: 'POST',
    body: { ...credentials, ...CLIENT },
    parse: parseLoginAnswer,
  });
}

/** Logs in and keeps the token, so every later API call is made as the signed-in user. */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ access_token }) => startSession(access_token),
  });
}

import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

export const ROLES = ['customer', 'professional'] as const;
export type Role = (typeof ROLES)[number];

/** The body of ZSignupSchema (core/api/auth). */
export interface SignUpInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  role: Role;
  terms_accepted: boolean;
  privacy_accepted: boolean;
  email_notifications: boolean;
  language: 'en' | 'fi';
}

function parseEmail(data: unknown): string {
  const email = (data as { email?: unknown } | null | undefined)?.email;
  if (typeof email !== 'string') throw new TypeError('No email in the answer');
  return email;
}

/** POST /v1/auth/signup: mails a confirmation link; answers with the address it went to. */
export function signUp(input: SignUpInput): Promise<string> {
  return apiRequest('/v1/auth/signup', { method: 'POST', body: input, parse: parseEmail });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

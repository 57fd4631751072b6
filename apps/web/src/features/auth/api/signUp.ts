import { type TSignup, ZEmailAnswerSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/auth/signup: mails a confirmation link; answers with the address it went to. */
export async function signUp(input: TSignup): Promise<string> {
  const { email } = await apiRequest('/v1/auth/signup', {
    schema: ZEmailAnswerSchema,
    method: 'POST',
    body: input,
  });
  return email;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

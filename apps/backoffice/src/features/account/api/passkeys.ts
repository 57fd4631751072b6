import { ZPasskeyListSchema } from '@fitmarket/core/api/staff-security';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';
import { passkeyCeremony } from '../../../lib/passkeyCeremony';

const PASSKEYS_KEY = [...ADMIN_QUERY_KEY, 'passkeys'] as const;

/** GET /v1/admin/two-factor/passkeys. */
export function usePasskeys() {
  return useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/v1/admin/two-factor/passkeys', { schema: ZPasskeyListSchema, signal }),
  });
}

/**
 * Makes a passkey: the server's options, the browser's own dialog (fingerprint, face, security
 * key), then the answer kept under `name`. Rejects with the browser's error when the person
 * closes that dialog.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const response = await passkeyCeremony('register', '/v1/admin/two-factor/passkeys/options');
      return apiRequest('/v1/admin/two-factor/passkeys', {
        schema: ZPasskeyListSchema,
        method: 'POST',
        body: { name, response },
      });
    },
    onSuccess: (passkeys) => queryClient.setQueryData(PASSKEYS_KEY, passkeys),
  });
}

/** DELETE /v1/admin/two-factor/passkeys/{id}. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/v1/admin/two-factor/passkeys/${id}`, {
        schema: ZPasskeyListSchema,
        method: 'DELETE',
      }),
    onSuccess: (passkeys) => queryClient.setQueryData(PASSKEYS_KEY, passkeys),
  });
}

import { type TMe, ZMeSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/me';

/** POST /v1/me/upgrade: a customer becomes a professional; answers with the updated user. */
export function upgradeToProfessional(): Promise<TMe> {
  return apiRequest('/v1/me/upgrade', { schema: ZMeSchema, method: 'POST' });
}

export function useUpgradeToProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeToProfessional,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}

import type { TMe, TSettingsUpdate } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY, meSchema } from './me';

/** PUT /v1/me/settings: only what changes; answers with the updated user. */
export function updateSettings(update: TSettingsUpdate): Promise<TMe> {
  return apiRequest('/v1/me/settings', { schema: meSchema, method: 'PUT', body: update });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}

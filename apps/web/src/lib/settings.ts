import type { TMe } from '@fitmarket/core/api/auth';
import type { Language } from '@fitmarket/core/language';
import { apiRequest, parseWith } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY, meSchema } from './me';

/** The body of ZSettingsUpdateSchema (core/api/auth): only what changes. */
export interface SettingsUpdate {
  email_notifications?: boolean;
  language?: Language;
}

/** PUT /v1/me/settings: answers with the updated user. */
export function updateSettings(update: SettingsUpdate): Promise<TMe> {
  return apiRequest('/v1/me/settings', {
    method: 'PUT',
    body: update,
    parse: parseWith(meSchema),
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}

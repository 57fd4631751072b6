import { type TMe, ZMeSchema } from '@fitmarket/core/api/auth';
import type { Language } from '@fitmarket/core/language';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from './me';

/** The body of ZSettingsUpdateSchema (core/api/auth): only what changes. */
export interface SettingsUpdate {
  first_name?: string;
  last_name?: string;
  email_notifications?: boolean;
  language?: Language;
}

/** PUT /v1/me/settings: answers with the updated user. */
export function updateSettings(update: SettingsUpdate): Promise<TMe> {
  return apiRequest('/v1/me/settings', {
    method: 'PUT',
    body: update,
    parse: (data) => ZMeSchema.parse(data),
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}

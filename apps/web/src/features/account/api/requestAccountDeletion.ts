import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/** DELETE /v1/me: mails a link (WEB_LINKS.deleteAccount) that completes the deletion. */
export function requestAccountDeletion(): Promise<unknown> {
  return apiRequest('/v1/me', { method: 'DELETE' });
}

export function useRequestAccountDeletion() {
  return useMutation({ mutationFn: requestAccountDeletion });
}

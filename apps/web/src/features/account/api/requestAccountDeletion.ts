import { ZMailQueuedSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/** DELETE /v1/me: mails a link (WEB_LINKS.deleteAccount) that completes the deletion. */
export function requestAccountDeletion() {
  return apiRequest('/v1/me', { schema: ZMailQueuedSchema, method: 'DELETE' });
}

export function useRequestAccountDeletion() {
  return useMutation({ mutationFn: requestAccountDeletion });
}

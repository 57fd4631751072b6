import { ZMailQueuedSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';

/** DELETE /v1/admin/profile: e-mails a link that completes the deletion (1312: only owner). */
export function requestAccountDeletion() {
  return apiRequest('/v1/admin/profile', { schema: ZMailQueuedSchema, method: 'DELETE' });
}

export function useRequestAccountDeletion() {
  return useMutation({ mutationFn: requestAccountDeletion });
}

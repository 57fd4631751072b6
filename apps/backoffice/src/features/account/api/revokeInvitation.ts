import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITATIONS_QUERY_KEY, type StaffInvitation } from './getInvitations';

/** DELETE /v1/admin/invitations/:id: the pending invitation's link stops working. */
export function revokeInvitation(id: StaffInvitation['id']): Promise<unknown> {
  return apiRequest(`/v1/admin/invitations/${encodeURIComponent(String(id))}`, {
    method: 'DELETE',
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}

import { ZOkSchema } from '@fitmarket/core/api/auth';
import type { TStaffInvitationRow } from '@fitmarket/core/api/invitations';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITATIONS_QUERY_KEY } from './getInvitations';

/** DELETE /v1/admin/invitations/:id: the pending invitation's link stops working. */
export function revokeInvitation(id: TStaffInvitationRow['id']) {
  return apiRequest(`/v1/admin/invitations/${id}`, { schema: ZOkSchema, method: 'DELETE' });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}

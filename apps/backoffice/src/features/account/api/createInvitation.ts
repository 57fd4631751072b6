import { type TStaffInvitation, ZStaffInvitationRowSchema } from '@fitmarket/core/api/invitations';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITATIONS_QUERY_KEY } from './getInvitations';

/** POST /v1/admin/invitations: e-mails a colleague a sign-up link for the given role. */
export function createInvitation(input: TStaffInvitation) {
  return apiRequest('/v1/admin/invitations', {
    schema: ZStaffInvitationRowSchema,
    method: 'POST',
    body: input,
  });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}

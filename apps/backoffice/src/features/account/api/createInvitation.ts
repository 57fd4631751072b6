import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITATIONS_QUERY_KEY, type StaffRole } from './getInvitations';

export interface InvitationInput {
  email: string;
  role: StaffRole;
}

/** POST /v1/admin/invitations: e-mails a colleague a sign-up link for the given role. */
export function createInvitation(input: InvitationInput): Promise<unknown> {
  return apiRequest('/v1/admin/invitations', { method: 'POST', body: input });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}

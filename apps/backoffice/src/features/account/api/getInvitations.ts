import {
  type TStaffInvitationRow,
  ZStaffInvitationListSchema,
} from '@fitmarket/core/api/invitations';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

export const INVITATIONS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'invitations'] as const;

/** GET /v1/admin/invitations: the staff invitations (owners only). */
export function getInvitations(signal?: AbortSignal): Promise<TStaffInvitationRow[]> {
  return apiRequest('/v1/admin/invitations', { schema: ZStaffInvitationListSchema, signal });
}

export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getInvitations(signal),
  });
}

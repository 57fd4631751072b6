import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

export type StaffRole = 'owner' | 'admin';

export interface StaffInvitation {
  id: number | string;
  email: string;
  role: StaffRole;
  created_at: string;
  /** When the colleague finished signing up; null while the invitation is pending. */
  accepted_at: string | null;
}

export const INVITATIONS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'invitations'] as const;

function isInvitation(item: unknown): item is StaffInvitation {
  const { id, email, role, created_at, accepted_at } = (item ?? {}) as Record<string, unknown>;
  return (
    (typeof id === 'number' || typeof id === 'string') &&
    typeof email === 'string' &&
    (role === 'owner' || role === 'admin') &&
    typeof created_at === 'string' &&
    (accepted_at === null || accepted_at === undefined || typeof accepted_at === 'string')
  );
}

/** Checks the answer's shape, so a changed API fails here and not somewhere in the table. */
function parseInvitations(data: unknown): StaffInvitation[] {
  if (!Array.isArray(data) || !data.every(isInvitation)) {
    throw new Error('The invitations answer is not a list of invitations');
  }
  return data.map((invitation) => ({ ...invitation, accepted_at: invitation.accepted_at ?? null }));
}

/** GET /v1/admin/invitations: the staff invitations (owners only). */
export function getInvitations(signal?: AbortSignal): Promise<StaffInvitation[]> {
  return apiRequest('/v1/admin/invitations', { signal, parse: parseInvitations });
}

export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getInvitations(signal),
  });
}

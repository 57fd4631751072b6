import type { TAdminUser } from '@fitmarket/core/api/admin-users';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';
import { type UsersState, usersQuery } from '../utils/usersQuery';

const USERS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'users'] as const;
const LIST_QUERY_KEY = [...USERS_QUERY_KEY, 'list'] as const;

/** The schemas (and zod) load with the first request, not with the page. */
const schemas = () => import('@fitmarket/core/api/admin-users');

/** GET /v1/admin/users: one page of the users the state asks for, newest first. */
export function useAdminUsers(state: UsersState) {
  const query = usersQuery(state);
  query.set('page', String(state.page));
  return useQuery({
    queryKey: [...LIST_QUERY_KEY, query.toString()],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/admin/users?${query}`, {
        schema: async () => {
          const { pagedEnvelope } = await import('@fitmarket/core/api/envelope');
          return pagedEnvelope((await schemas()).ZAdminUserSchema);
        },
        envelope: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

type UsersPage = ReturnType<typeof useAdminUsers>['data'];

/** Puts the user as an action left them on every loaded page of the list (SPEC §4). */
export function updateListedUser(queryClient: QueryClient, user: TAdminUser): void {
  queryClient.setQueriesData<UsersPage>({ queryKey: LIST_QUERY_KEY }, (page) =>
    page
      ? { ...page, data: page.data.map((listed) => (listed.id === user.id ? user : listed)) }
      : page,
  );
  // A history opened later must show this action.
  void queryClient.invalidateQueries({ queryKey: [...USERS_QUERY_KEY, 'history', user.id] });
}

/** GET /v1/admin/users/{id}/history: the staff actions on a user, newest first. */
export function useUserHistory(id: number, page: number) {
  return useQuery({
    queryKey: [...USERS_QUERY_KEY, 'history', id, page],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/admin/users/${id}/history?page=${page}`, {
        schema: async () => (await schemas()).ZUserHistorySchema,
        envelope: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * DELETE /v1/admin/users/{id}/two-factor (owners): a staff member's second factor removed and
 * their sessions ended; the history then shows the audited reset.
 */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/v1/admin/users/${id}/two-factor`, {
        method: 'DELETE',
        schema: async () =>
          (await import('@fitmarket/core/api/staff-security')).ZTwoFactorResetSchema,
      }),
    onSuccess: (_, id) =>
      queryClient.invalidateQueries({ queryKey: [...USERS_QUERY_KEY, 'history', id] }),
  });
}

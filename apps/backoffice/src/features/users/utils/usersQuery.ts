import { ADMIN_USERS_SEARCH_MAX_LENGTH } from '@fitmarket/core/api/admin-users';
import { MEMBERSHIPS, type MembershipId, ROLES, type Role } from '@fitmarket/core/limits';

/**
 * The users page keeps its search, filters and page in its address (issue 9), with the names
 * GET /v1/admin/users takes, so a view can be shared, reloaded and stepped back to, and the
 * address's query is the API's query.
 */
export interface UsersState {
  search: string;
  role: Role | null;
  membership: MembershipId | null;
  blocked: boolean | null;
  published: boolean | null;
  page: number;
}

export const NO_FILTERS: UsersState = {
  search: '',
  role: null,
  membership: null,
  blocked: null,
  published: null,
  page: 1,
};

function flag(value: string | null): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** What an address asks for; anything malformed is left out rather than failing. */
export function parseUsersParams(params: URLSearchParams): UsersState {
  const role = params.get('role');
  const membership = Number(params.get('membership'));
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, ADMIN_USERS_SEARCH_MAX_LENGTH),
    role: ROLES.find((known) => known === role) ?? null,
    membership: MEMBERSHIPS.find((known) => known.id === membership)?.id ?? null,
    blocked: flag(params.get('blocked')),
    published: flag(params.get('published')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query of a state: only what is set, the first page left out. */
export function usersQuery(state: UsersState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.role) params.set('role', state.role);
  if (state.membership !== null) params.set('membership', String(state.membership));
  if (state.blocked !== null) params.set('blocked', String(state.blocked));
  if (state.published !== null) params.set('published', String(state.published));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change of search or filter starts again from the first page; a page change keeps them. */
export function changeUsersState(state: UsersState, changes: Partial<UsersState>): UsersState {
  return { ...state, page: 1, ...changes };
}

/** Whether anything narrows the list. */
export function isFiltered(state: UsersState): boolean {
  return usersQuery({ ...state, page: 1 }).size > 0;
}

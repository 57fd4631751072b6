import type { TAdminUser } from '@fitmarket/core/api/admin-users';
import type { Role } from '@fitmarket/core/limits';

/**
 * Whom a staff action is for, as both the users list and the professionals search know them
 * (the search has no lifetime flag: the server then answers 1344 when it applies).
 */
export interface ActionTarget {
  id: number;
  name: string;
  membership_id: number;
  membership_lifetime?: boolean;
  blocked: boolean;
  published: boolean;
  /** Known on the users list: an owner is never blocked or demoted (the server refuses, 1340). */
  role?: Role;
}

/** The actions of SPEC §2 back-office 2 and 4, each a POST /v1/admin/users/{kind}. */
export type UserActionKind = 'block' | 'activate' | 'promote' | 'publish' | 'unpublish';

/** Called with the user as the server has them after an action, to update the card in place. */
export type OnUserUpdated = (user: TAdminUser) => void;

import type {
  TActivateUser,
  TBlockUser,
  TPromoteUser,
  TPublishUser,
} from '@fitmarket/core/api/admin-users';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';
import type { OnUserUpdated, UserActionKind } from '../types';

interface ActionBodies {
  block: TBlockUser;
  activate: TActivateUser;
  promote: TPromoteUser;
  publish: TPublishUser;
  unpublish: TPublishUser;
}

/** One action with its body, e.g. `{ kind: 'block', body: { id, reason } }`. */
export type UserAction = {
  [K in UserActionKind]: { kind: K; body: ActionBodies[K] };
}[UserActionKind];

/** POST /v1/admin/users/{block,activate,promote,publish,unpublish}: the user as they are now. */
export function postUserAction({ kind, body }: UserAction) {
  return apiRequest(`/v1/admin/users/${kind}`, {
    method: 'POST',
    body,
    schema: async () => (await import('@fitmarket/core/api/admin-users')).ZAdminUserSchema,
  });
}

export function useUserAction(onUpdated: OnUserUpdated) {
  return useMutation({ mutationFn: postUserAction, onSuccess: onUpdated });
}

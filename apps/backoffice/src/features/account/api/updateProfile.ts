import {
  type TAdminProfile,
  type TAdminProfileUpdate,
  ZAdminProfileSavedSchema,
} from '@fitmarket/core/api/auth';
import { PROFILE_LOCAL_UPDATE_DELAY_MS } from '@fitmarket/core/limits';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/me';

/**
 * PUT /v1/admin/profile: saves the photo (an uploaded image id, null removes it), names and description, and a new password if given. Every
 * change needs the current `password` (1033 when wrong).
 */
export function updateProfile(update: TAdminProfileUpdate) {
  return apiRequest('/v1/admin/profile', {
    schema: ZAdminProfileSavedSchema,
    method: 'PUT',
    body: update,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved, { description }) => {
      // SPEC §4: the success banner first, the locally kept user (header name) a moment later.
      setTimeout(() => {
        queryClient.setQueryData<TAdminProfile>(
          ME_QUERY_KEY,
          (me) => me && { ...me, ...saved, description: description ?? me.description },
        );
      }, PROFILE_LOCAL_UPDATE_DELAY_MS);
    },
  });
}

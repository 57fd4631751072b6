import { type TAdminProfile, ZAdminProfileSavedSchema } from '@fitmarket/core/api/auth';
import { PROFILE_LOCAL_UPDATE_DELAY_MS } from '@fitmarket/core/limits';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/me';

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  description: string;
  /** An uploaded image's id, null to remove the photo; left out: unchanged. */
  image?: string | null;
  /** The current password: every change needs it (1033 when wrong). */
  password: string;
  password_new?: string;
  password_repeat?: string;
}

/** PUT /v1/admin/profile: saves the photo, names and description, and a new password if given. */
export function updateProfile(update: ProfileUpdate) {
  return apiRequest('/v1/admin/profile', {
    method: 'PUT',
    body: update,
    parse: (data) => ZAdminProfileSavedSchema.parse(data),
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
          (me) => me && { ...me, ...saved, description },
        );
      }, PROFILE_LOCAL_UPDATE_DELAY_MS);
    },
  });
}

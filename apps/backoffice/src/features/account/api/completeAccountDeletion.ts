import { ZOkSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { forgetIntendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import { useMutation } from '@tanstack/react-query';
import { useEndSession } from '../../../lib/session';

/** POST /v1/admin/profile/:code: the e-mailed link's code completes the deletion. */
export function completeAccountDeletion(code: string) {
  return apiRequest(`/v1/admin/profile/${encodeURIComponent(code)}`, {
    schema: ZOkSchema,
    method: 'POST',
  });
}

export function useCompleteAccountDeletion() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: completeAccountDeletion,
    // SPEC §4: the deleted account's session ends here, whichever browser the link opened in.
    onSuccess: () => {
      endSession();
      forgetIntendedRoute();
    },
  });
}

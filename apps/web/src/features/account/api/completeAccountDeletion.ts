import { ZOkSchema } from '@fitmarket/core/api/auth';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation } from '@tanstack/react-query';
import { useEndSession } from '../../../lib/session';

/** POST /v1/account/delete/:code: the e-mailed code deletes the account (1315 if broken). */
export function completeAccountDeletion(code: string) {
  return apiRequest(`/v1/account/delete/${encodeURIComponent(code)}`, {
    schema: ZOkSchema,
    method: 'POST',
  });
}

/** The deleted account's session, if this browser had one, ends with it (SPEC §4). */
export function useCompleteAccountDeletion() {
  const endSession = useEndSession();
  return useMutation({ mutationFn: completeAccountDeletion, onSuccess: endSession });
}

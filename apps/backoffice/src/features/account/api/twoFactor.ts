import {
  type TTurnOffTwoFactor,
  type TTwoFactorPolicy,
  ZRecoveryCodesSchema,
  ZTwoFactorSetupSchema,
  ZTwoFactorStatusSchema,
} from '@fitmarket/core/api/staff-security';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

const STATUS_KEY = [...ADMIN_QUERY_KEY, 'two-factor'] as const;

/** GET /v1/admin/two-factor: whether it is on, and whether the owners require it. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/v1/admin/two-factor', { schema: ZTwoFactorStatusSchema, signal }),
  });
}

/** POST /v1/admin/two-factor/setup: a new secret and its QR code. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/v1/admin/two-factor/setup', { schema: ZTwoFactorSetupSchema, method: 'POST' }),
  });
}

/** POST /v1/admin/two-factor/confirm: on with the first code; answers the recovery codes. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/v1/admin/two-factor/confirm', {
        schema: ZRecoveryCodesSchema,
        method: 'POST',
        body: { code },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

/** PUT /v1/admin/two-factor/policy (owners): require it of every staff member, or not. */
export function useTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: TTwoFactorPolicy) =>
      apiRequest('/v1/admin/two-factor/policy', {
        schema: ZTwoFactorStatusSchema,
        method: 'PUT',
        body: policy,
      }),
    onSuccess: (status) => queryClient.setQueryData(STATUS_KEY, status),
  });
}

/** POST /v1/admin/two-factor/recovery-codes: new codes for a current one; the old stop working. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/v1/admin/two-factor/recovery-codes', {
        schema: ZRecoveryCodesSchema,
        method: 'POST',
        body: { code },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

/** POST /v1/admin/two-factor/turn-off: off, with the password and a current code. */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTurnOffTwoFactor) =>
      apiRequest('/v1/admin/two-factor/turn-off', {
        schema: ZTwoFactorStatusSchema,
        method: 'POST',
        body: input,
      }),
    onSuccess: (status) => queryClient.setQueryData(STATUS_KEY, status),
  });
}

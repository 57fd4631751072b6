import type {
  TBasicInfoRequest,
  TCertificatesRequest,
  TLocationsRequest,
  TOwnProfessionalProfile,
  TPhotosRequest,
  TServicesRequest,
  TSlugAvailability,
} from '@fitmarket/core/api/professional-profile';
import { PROFILE_LOCAL_UPDATE_DELAY_MS } from '@fitmarket/core/limits';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ME_QUERY_KEY } from '../../../lib/me';
import { OWN_PROFILE_QUERY_KEY, profileSchema } from '../../../lib/ownProfile';

/** The request of each section's PUT /v1/me/professional/<section>. */
export interface SectionRequests {
  basic: TBasicInfoRequest;
  services: TServicesRequest;
  locations: TLocationsRequest;
  certificates: TCertificatesRequest;
  photos: TPhotosRequest;
}
export type ProfileSection = keyof SectionRequests;

/**
 * Saves one section. Every save answers the whole profile, which replaces the cached one at
 * once; the signed-in user (name, address in the header) follows PROFILE_LOCAL_UPDATE_DELAY_MS
 * later, as SPEC §4 "Profile save" has it.
 */
export function useSaveSection<S extends ProfileSection>(section: S) {
  const queryClient = useQueryClient();
  // Not cleared when the form goes: a save just before leaving still updates the user.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  return useMutation({
    mutationFn: (body: SectionRequests[S]) =>
      apiRequest(`/v1/me/professional/${section}`, { schema: profileSchema, method: 'PUT', body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, profile);
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true }),
        PROFILE_LOCAL_UPDATE_DELAY_MS,
      );
    },
  });
}

/** POST /v1/me/professional/publish | unpublish. */
export function usePublishing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publish: boolean) =>
      apiRequest(`/v1/me/professional/${publish ? 'publish' : 'unpublish'}`, {
        schema: profileSchema,
        method: 'POST',
      }),
    onSuccess: (profile: TOwnProfessionalProfile) =>
      queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, profile),
  });
}

/** GET /v1/me/professional/slug?slug=…: whether an address is free, with free ones like it. */
export function useSlugAvailability(slug: string | null) {
  return useQuery({
    queryKey: [...OWN_PROFILE_QUERY_KEY, 'slug', slug],
    queryFn: ({ signal }): Promise<TSlugAvailability> =>
      apiRequest(`/v1/me/professional/slug?slug=${encodeURIComponent(slug ?? '')}`, {
        schema: async () =>
          (await import('@fitmarket/core/api/professional-profile')).ZSlugAvailabilitySchema,
        signal,
      }),
    enabled: slug !== null,
    staleTime: 30_000,
  });
}

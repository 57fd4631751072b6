import { placeKey } from '@fitmarket/core/rules/map';
import { parseSearchParams, type SearchState, searchQuery } from '@fitmarket/core/rules/search-url';
import { type MapPlace, PlacesMap } from '@fitmarket/ui/Map';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Box, Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/DashboardPage';
import { PagedList } from '../../../components/PagedList';
import { useUserActions } from '../../../components/user-actions/useUserActions';
import { updateFoundProfessional, useStaffSearch } from '../api/staffSearch';
import { ProfessionalCard } from '../components/ProfessionalCard';
import { ProfessionalSearchForm } from '../components/ProfessionalSearchForm';

/** Below Mantine's `md` breakpoint the map is shown on request, above the results. */
const PHONE_QUERY = '(max-width: 61.99em)';

/**
 * Route dashboard.professionals (SPEC §2 back-office 4, issue 9): the staff search with its
 * map, each professional with the staff actions. The search lives in the address (the
 * marketplace's search parameters), so it can be shared and stepped back to.
 */
export function ProfessionalsRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const search = useStaffSearch(state, language);
  const actions = useUserActions((user) => updateFoundProfessional(queryClient, user));
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [mapShown, setMapShown] = useState(false);
  const [highlighted, setHighlighted] = useState<string[] | null>(null);
  const mapId = useId();

  const go = (next: SearchState) => setParams(new URLSearchParams(searchQuery(next)));
  const answer = search.data;
  const places = useMemo<MapPlace[]>(
    () =>
      (answer?.meta.places ?? []).map((place) => ({
        id: placeKey(place.coordinates),
        lat: place.coordinates.lat,
        lon: place.coordinates.lon,
        title: place.formatted,
        users: place.users,
      })),
    [answer],
  );
  const pagination = answer?.meta.pagination;

  return (
    <DashboardPage title={t('backoffice.dashboard.sections.professionals')}>
      <Text c="dimmed">{t('backofficeUsers.professionals.lead')}</Text>
      <ProfessionalSearchForm
        key={params.toString()}
        initial={state}
        onSearch={(changes) => go({ ...state, ...changes, bounds: null, page: 1 })}
      />
      {actions.status}

      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm" data-testid="professionals-count">
          {pagination && t('backofficeUsers.professionals.count', { count: pagination.filtered })}
        </Text>
        {phone && (
          <Button
            variant="default"
            size="compact-md"
            onClick={() => setMapShown((shown) => !shown)}
            aria-expanded={mapShown}
            aria-controls={mapId}
            data-testid="map-toggle"
          >
            {mapShown
              ? t('backofficeUsers.professionals.map.hide')
              : t('backofficeUsers.professionals.map.show')}
          </Button>
        )}
      </Group>

      <Box
        id={mapId}
        hidden={phone && !mapShown}
        // On a desktop the map stays in view above the cards, so hovering one shows its places.
        pos={phone ? undefined : 'sticky'}
        top="calc(var(--app-shell-header-height, 0px) + 8px)"
        style={{ zIndex: 2 }}
      >
        {(!phone || mapShown) && (
          <PlacesMap
            places={places}
            highlightedPlaceIds={highlighted ?? undefined}
            height={phone ? 300 : 280}
            ariaLabel={t('backofficeUsers.professionals.map.label')}
          />
        )}
      </Box>

      <PagedList
        query={search}
        label={t('backofficeUsers.professionals.listLabel')}
        loading={t('backofficeUsers.professionals.searching')}
        empty={t('backofficeUsers.professionals.empty')}
        pagesLabel={t('backofficeUsers.professionals.pagination')}
        page={pagination?.current_page ?? 1}
        onPage={(page) => go({ ...state, page })}
        cols={{ base: 1, md: 2 }}
        listTestId="professional-list"
        emptyTestId="professionals-empty"
      >
        {(result) => (
          <ProfessionalCard
            key={result.id}
            result={result}
            actions={actions}
            onHighlight={setHighlighted}
          />
        )}
      </PagedList>
      {actions.modals}
    </DashboardPage>
  );
}

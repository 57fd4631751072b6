import type {
  TProfessionalSearchResponse,
  TProfessionalSearchResult,
} from '@fitmarket/core/api/search';
import type { Language } from '@fitmarket/core/language';
import {
  SEARCH_MAX_RADIUS_KM,
  SEARCH_WIDER_RADIUS_FACTOR,
  SEARCH_WIDER_RADIUS_MIN_KM,
} from '@fitmarket/core/limits';
import { RANKING_PATHS, SEARCH_PATHS } from '@fitmarket/core/links';
import { placeKey } from '@fitmarket/core/rules/map';
import {
  MY_LOCATION,
  parseSearchParams,
  type SearchState,
  searchPath,
} from '@fitmarket/core/rules/search-url';
import { adClickPath, shownCampaigns, shownSponsored } from '@fitmarket/core/rules/sponsored-shown';
import { HydrateApart } from '@fitmarket/ui/HydrateApart';
import { type MapBounds, type MapPlace, PlacesMap } from '@fitmarket/ui/Map';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { AdCard } from '@fitmarket/ui/sponsored/AdCard';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import {
  Anchor,
  Box,
  Button,
  Container,
  EmptyState,
  Grid,
  Group,
  List,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import { useAskedAhead } from '../../../lib/askedAhead';
import { useLanguageOfAddress } from '../../../lib/languageOfAddress';
import { useMediaQuery } from '../../../lib/mediaQuery';
import { useProfessionalSearch } from '../api/search';
import { useBoostedResult, useCountImpressions, useSearchAds } from '../api/sponsored';
import { SearchBox } from '../components/SearchBox';
import { SearchFilters } from '../components/SearchFilters';
import { SearchResultCard } from '../components/SearchResultCard';

/** Below Mantine's `sm` breakpoint the page shows either the list or the map. */
const PHONE_QUERY = '(max-width: 47.99em)';
const SKELETON_CARDS = 4;

/**
 * Routes ProfessionalsSearch.en (/professionals) and ProfessionalsSearch.fi (/fi/ammattilaiset):
 * the search results with their map. The address is the search (core rules/search-url), so a
 * search is shareable and back and forward step through searches.
 */
export function ProfessionalsSearchRoute({ lang }: { lang: Language }) {
  const { search } = useLocation();
  useLanguageOfAddress(lang, (language) => `${SEARCH_PATHS[language]}${search}`);
  const ready = useSectionTexts('search');
  const { t } = useTranslation();
  if (!ready) return <PageLoader label={t('common.loading')} />;
  return <SearchPage lang={lang} />;
}

type SearchQuery = ReturnType<typeof useProfessionalSearch>;

function SearchPage({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const search = useProfessionalSearch(state, lang);
  usePageTitle(
    state.search ? t('search.pageTitleWith', { what: state.search }) : t('search.pageTitle'),
  );

  const phone = useMediaQuery(PHONE_QUERY);
  const [mapShown, setMapShown] = useState(true);
  const [phoneView, setPhoneView] = useState<'list' | 'map'>('list');
  const [highlighted, setHighlighted] = useState<string[] | null>(null);
  // The area the visitor moved the map to, offered as a search until they search again.
  const [movedTo, setMovedTo] = useState<{ key: string; bounds: MapBounds } | null>(null);
  const stateKey = params.toString();

  // A change builds on the last search asked for, which can be ahead of this render.
  const asked = useAskedAhead(state, stateKey);
  const searchWith = (changes: Partial<SearchState>) => {
    const next = { ...asked.latest(), ...changes };
    asked.ask(next);
    void navigate(searchPath(next, lang));
  };
  const update = (changes: Partial<SearchState>) => searchWith({ page: 1, ...changes });

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
  const hasPlace = Boolean(answer?.meta.location) || state.bounds !== null || state.lat !== null;

  const map = (
    <Box pos="relative">
      <PlacesMap
        places={places}
        highlightedPlaceIds={highlighted ?? undefined}
        height={phone ? 'calc(100dvh - 220px)' : 'calc(100vh - 140px)'}
        ariaLabel={t('search.map.label')}
        onMoved={(bounds) => setMovedTo({ key: stateKey, bounds })}
      />
      {movedTo?.key === stateKey && (
        <Button
          pos="absolute"
          top={12}
          left="50%"
          style={{ transform: 'translateX(-50%)', zIndex: 1000 }}
          size="compact-md"
          onClick={() => update({ bounds: movedTo.bounds })}
        >
          {t('search.map.searchArea')}
        </Button>
      )}
    </Box>
  );

  const list = (
    <Results
      search={search}
      state={state}
      lang={lang}
      onHighlight={setHighlighted}
      onPage={(page) => {
        window.scrollTo({ top: 0 });
        searchWith({ page });
      }}
    />
  );

  return (
    <Container size="xl" py={{ base: 'sm', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        {/* The search box and the filters hold the page's popovers, each of which renders
            again synchronously once mounted (Floating UI keeps its target in state): hydrated
            apart, that happens in their own short tasks, not in the page's commit. */}
        <HydrateApart>
          <SearchBox key={stateKey} initial={state} />
        </HydrateApart>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={0}>
            <Title order={1} size="h2">
              {t('search.results.title')}
            </Title>
            <Summary answer={answer} state={state} />
          </Stack>
          {phone ? (
            <SegmentedControl
              aria-label={t('search.map.view')}
              value={phoneView}
              onChange={(value) => setPhoneView(value === 'map' ? 'map' : 'list')}
              data={[
                { value: 'list', label: t('search.map.list') },
                { value: 'map', label: t('search.map.map') },
              ]}
              data-testid="view-toggle"
            />
          ) : (
            <Button
              variant="light"
              onClick={() => setMapShown((shown) => !shown)}
              aria-pressed={mapShown}
              data-testid="map-toggle"
            >
              {mapShown ? t('search.map.hide') : t('search.map.show')}
            </Button>
          )}
        </Group>
        <HydrateApart>
          <SearchFilters state={state} hasPlace={hasPlace} onChange={update} />
        </HydrateApart>
        {/* One grid on every screen, laid out by CSS for the phone too (PHONE_QUERY is below
            `sm`): the list keeps its place and its elements, and nothing moves, when a phone's
            layout takes over from the one the server rendered (lib/mediaQuery.ts). */}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: mapShown ? 7 : 12 }}>
            {phone && phoneView === 'map' ? map : list}
          </Grid.Col>
          {!phone && mapShown && (
            <Grid.Col span={5} visibleFrom="sm">
              <Box pos="sticky" top={16}>
                {map}
              </Box>
            </Grid.Col>
          )}
        </Grid>
      </Stack>
    </Container>
  );
}

/** How many were found, and around which place. */
function Summary({
  answer,
  state,
}: {
  answer: TProfessionalSearchResponse | undefined;
  state: SearchState;
}) {
  const { t } = useTranslation();
  if (!answer) return null;
  const { location } = answer.meta;
  let where = '';
  if (state.bounds) where = t('search.results.inArea');
  else if (location) {
    const place = state.location === MY_LOCATION ? t('search.location.mine') : location.formatted;
    where = t('search.results.near', { place });
  }
  const dropped = answer.meta.dropped_words;
  return (
    <>
      <Text c="dimmed" role="status" data-testid="result-count">
        {t('search.results.count', { count: answer.meta.pagination.filtered })} {where}
      </Text>
      {/* Words that found nobody with the rest were left out of the search (API meta.dropped_words). */}
      {dropped.length > 0 && (
        <Text size="sm" data-testid="dropped-words">
          {t('search.results.without', { count: dropped.length, words: dropped.join(' ') })}
        </Text>
      )}
    </>
  );
}

function Results({
  search,
  state,
  lang,
  onHighlight,
  onPage,
}: {
  search: SearchQuery;
  state: SearchState;
  lang: Language;
  onHighlight: (placeIds: string[] | null) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  useSectionTexts('sponsored');
  const boosted = useBoostedResult(state, lang);
  const ads = useSearchAds(state, lang);
  if (search.isPending) {
    return (
      <Stack gap="sm" data-testid="results-loading">
        <VisuallyHidden role="status">{t('search.results.loading')}</VisuallyHidden>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical
          <Skeleton key={index} height={140} radius="md" />
        ))}
      </Stack>
    );
  }
  if (search.isError) {
    return (
      <LoadFailed
        title={t('search.results.errorTitle')}
        error={search.error}
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  }
  const { data, meta } = search.data;
  // The paid first place on the first page only, and not again among the organic results; the
  // ad only among organic results (the rule the server counts a rendered page's impressions by).
  const { first, organic, ad } = shownSponsored(
    data,
    meta.pagination.current_page,
    boosted.data?.data,
    ads.data?.data,
  );
  if (data.length === 0 && !first) {
    return (
      <NothingFound state={state} lang={lang} answer={search.data} onHighlight={onHighlight} />
    );
  }
  const adAfter = ad?.sponsored ? Math.min(ad.sponsored.position, organic.length) : -1;
  const adCard = ad?.sponsored?.ad && (
    <AdCard
      ad={{
        title: ad.sponsored.ad.ad_title,
        description: ad.sponsored.ad.ad_description,
        cta_label: ad.sponsored.ad.ad_cta_label,
        url: ad.sponsored.ad.ad_url,
        image: ad.sponsored.ad.ad_image,
        discount_code: ad.sponsored.ad.affiliate?.code,
      }}
      reason={{
        advertiser: ad.sponsored.reason.sponsor,
        text: ad.sponsored.reason.text,
      }}
      href={adClickPath(ad.sponsored.campaign_id, ad.sponsored.ad.ad_url)}
    />
  );
  return (
    <Stack
      gap="sm"
      aria-busy={search.isFetching}
      style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}
      data-testid="results"
    >
      <SponsoredImpressions first={first} ad={ad} />
      {first?.sponsored && (
        <SearchResultCard
          result={first}
          onHighlight={onHighlight}
          sponsored={{
            advertiser: first.sponsored.reason.sponsor,
            text: first.sponsored.reason.text,
          }}
        />
      )}
      {organic.map((result, index) => (
        <Fragment key={result.id}>
          {index === adAfter && adCard}
          <HydrateApart>
            <SearchResultCard result={result} onHighlight={onHighlight} />
          </HydrateApart>
        </Fragment>
      ))}
      {adAfter === organic.length && organic.length > 0 && adCard}
      {organic.length === 0 && (
        <NothingFound state={state} lang={lang} answer={search.data} onHighlight={onHighlight} />
      )}
      <Anchor component={Link} to={RANKING_PATHS[lang]} size="sm" c="dimmed">
        {t('sponsored.ranking.title')}
      </Anchor>
      {meta.pagination.last_page > 1 && (
        <Box component="nav" aria-label={t('search.results.pages')}>
          <Pagination
            total={meta.pagination.last_page}
            value={meta.pagination.current_page}
            onChange={onPage}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('search.results.previous') }
                : control === 'next'
                  ? { 'aria-label': t('search.results.next') }
                  : {}
            }
          />
        </Box>
      )}
    </Stack>
  );
}

/** Counts the impressions of the sponsored items this page shows. */
function SponsoredImpressions({
  first,
  ad,
}: {
  first: TProfessionalSearchResult | undefined;
  ad: TProfessionalSearchResult | undefined;
}) {
  useCountImpressions(shownCampaigns([first, ad]));
  return null;
}

/** How many of the nearest matches beyond the radius "nothing found" shows. */
const NEAREST_COUNT = 5;

/** The radius "nothing found" offers for the same words: a few times wider, at least 100 km. */
export function widerRadiusKm(radiusKm: number): number {
  return Math.min(
    SEARCH_MAX_RADIUS_KM,
    Math.max(SEARCH_WIDER_RADIUS_MIN_KM, radiusKm * SEARCH_WIDER_RADIUS_FACTOR),
  );
}

/**
 * The empty state, with the ways to widen this search that apply to it. Around a place (given,
 * or named in the text: "joogaa Turussa"), the same words in a wider circle and the nearest
 * matches beyond it, so neither the place nor the words are dropped.
 */
function NothingFound({
  state,
  lang,
  answer,
  onHighlight,
}: {
  state: SearchState;
  lang: Language;
  answer: TProfessionalSearchResponse;
  onHighlight: (placeIds: string[] | null) => void;
}) {
  const { t } = useTranslation();
  const place = state.bounds ? null : answer.meta.location;
  const widen: { key: string; label: string; changes: Partial<SearchState> }[] = [];
  if (place) {
    const km = widerRadiusKm(place.radius_km);
    if (km > place.radius_km) {
      widen.push({
        key: 'wider',
        label: state.search
          ? t('search.results.widen.widerText', { text: state.search, km })
          : t('search.results.widen.wider', { km }),
        changes: { radius: km },
      });
    }
  } else if (state.search && !state.bounds) {
    // No place to keep: the words alone found nobody (their typos corrected too).
    widen.push({
      key: 'text',
      label: t('search.results.widen.text', { text: state.search }),
      changes: { search: '' },
    });
  }
  if (state.bounds) {
    widen.push({
      key: 'area',
      label: t('search.results.widen.area'),
      changes: { bounds: null, location: '', lat: null, lng: null, radius: null },
    });
  }
  if (state.service !== null) {
    widen.push({
      key: 'service',
      label: t('search.results.widen.service'),
      changes: { service: null },
    });
  }
  const filtered =
    state.rating !== null ||
    state.language !== null ||
    state.priceMin !== null ||
    state.priceMax !== null ||
    state.available;
  if (filtered) {
    widen.push({
      key: 'filters',
      label: t('search.results.widen.filters'),
      changes: { rating: null, language: null, priceMin: null, priceMax: null, available: false },
    });
  }
  return (
    <Stack gap="sm" data-testid="results-empty">
      <EmptyState
        title={t('search.results.emptyTitle')}
        description={widen.length > 0 ? t('search.results.emptyLead') : undefined}
      />
      {widen.length > 0 && (
        <List spacing={4}>
          {widen.map(({ key, label, changes }) => (
            <List.Item key={key} data-testid={`widen-${key}`}>
              <Anchor component={Link} to={searchPath({ ...state, ...changes, page: 1 }, lang)}>
                {label}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      {place && <NearestMatches state={state} lang={lang} onHighlight={onHighlight} />}
    </Stack>
  );
}

/** The same search without its radius, nearest first: the closest matches farther away. */
function NearestMatches({
  state,
  lang,
  onHighlight,
}: {
  state: SearchState;
  lang: Language;
  onHighlight: (placeIds: string[] | null) => void;
}) {
  const { t } = useTranslation();
  const nearest = useProfessionalSearch(
    { ...state, radius: SEARCH_MAX_RADIUS_KM, sort: 'distance', page: 1 },
    lang,
    NEAREST_COUNT,
  );
  const found = nearest.data?.data ?? [];
  if (nearest.isPending) return <Skeleton height={140} radius="md" />;
  if (found.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="nearest-matches">
      <Title order={2} size="h4">
        {t('search.results.nearestTitle')}
      </Title>
      {found.map((result) => (
        <SearchResultCard key={result.id} result={result} onHighlight={onHighlight} />
      ))}
    </Stack>
  );
}

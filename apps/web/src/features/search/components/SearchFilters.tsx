import type { TSearchSort } from '@fitmarket/core/api/search';
import { SEARCH_DEFAULT_RADIUS_KM, SEARCH_SORTS } from '@fitmarket/core/limits';
import { formatNumber } from '@fitmarket/core/rules/number-format';
import { SEARCH_PRICE_MAX, type SearchState } from '@fitmarket/core/rules/search-url';
import { spokenLanguageName } from '@fitmarket/core/spoken-languages';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Checkbox, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Ratings a visitor can ask for at least. */
const RATINGS = [3, 4, 4.5];
/** Distances around a searched place, km (SEARCH_DEFAULT_RADIUS_KM among them). */
const RADII = [5, 10, 30, 50, 100];
/** Languages professionals list most here; others are found by text. */
const LANGUAGES = ['fi', 'en', 'sv', 'ru', 'et', 'de', 'es', 'fr'];

export interface SearchFiltersProps {
  state: SearchState;
  /** A searched place (or area) to measure distances from: offers the distance filter and sort. */
  hasPlace: boolean;
  onChange: (changes: Partial<SearchState>) => void;
}

const ANY = 'any';

/** Sort and filters of the results page; each change is a new address (and a new search). */
export function SearchFilters({ state, hasPlace, onChange }: SearchFiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const common = { size: 'sm', allowDeselect: false } as const;
  // Distance needs a place; a shared address asking for it anyway (the server then measures
  // from the visitor's own location) still shows the sort it got.
  const sorts = SEARCH_SORTS.filter(
    (sort) => hasPlace || sort !== 'distance' || state.sort === 'distance',
  );
  return (
    // Two columns on a phone, so the results are not pushed a screen down.
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" maw={880} data-testid="search-filters">
      <Select
        {...common}
        label={t('search.filters.sort')}
        value={state.sort}
        data={sorts.map((sort) => ({ value: sort, label: t(`search.filters.sorts.${sort}`) }))}
        onChange={(value) => onChange({ sort: (value ?? 'relevance') as TSearchSort })}
      />
      <Select
        {...common}
        label={t('search.filters.rating')}
        value={state.rating === null ? ANY : String(state.rating)}
        data={[
          { value: ANY, label: t('search.filters.ratingAny') },
          ...RATINGS.map((rating) => ({
            value: String(rating),
            label: t('search.filters.ratingAtLeast', {
              rating: formatNumber(rating, language),
            }),
          })),
        ]}
        onChange={(value) => onChange({ rating: !value || value === ANY ? null : Number(value) })}
      />
      <Select
        {...common}
        label={t('search.filters.language')}
        value={state.language ?? ANY}
        data={[
          { value: ANY, label: t('search.filters.languageAny') },
          ...LANGUAGES.map((code) => ({ value: code, label: spokenLanguageName(code, language) })),
        ]}
        onChange={(value) => onChange({ language: !value || value === ANY ? null : value })}
      />
      {hasPlace && state.bounds === null && (
        <Select
          {...common}
          label={t('search.filters.radius')}
          value={String(state.radius ?? SEARCH_DEFAULT_RADIUS_KM)}
          data={RADII.map((km) => ({
            value: String(km),
            label: t('search.filters.radiusKm', { km }),
          }))}
          onChange={(value) => onChange({ radius: value ? Number(value) : null })}
        />
      )}
      <PriceInput
        // A new address (a link that removes the filters) shows its own bound.
        key={`min-${state.priceMin}`}
        label={t('search.filters.priceMin')}
        value={state.priceMin}
        onCommit={(priceMin) => onChange({ priceMin })}
        testId="price-min"
      />
      <PriceInput
        key={`max-${state.priceMax}`}
        label={t('search.filters.priceMax')}
        value={state.priceMax}
        onCommit={(priceMax) => onChange({ priceMax })}
        testId="price-max"
      />
      <Checkbox
        label={t('search.filters.available')}
        checked={state.available}
        onChange={(event) => onChange({ available: event.currentTarget.checked })}
        style={{ alignSelf: 'end' }}
        mb={8}
        data-testid="available-filter"
      />
    </SimpleGrid>
  );
}

/**
 * A price bound in whole euros. Typing does not search at each digit: the bound is searched
 * when the field is left or Enter is pressed.
 */
function PriceInput({
  label,
  value,
  onCommit,
  testId,
}: {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
  testId: string;
}) {
  const [typed, setTyped] = useState<string | number>(value ?? '');
  const commit = () => {
    const next = typed === '' ? null : Number(typed);
    if (next !== value && (next === null || Number.isFinite(next))) onCommit(next);
  };
  return (
    <NumberInput
      size="sm"
      label={label}
      value={typed}
      onChange={setTyped}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      min={0}
      max={SEARCH_PRICE_MAX}
      allowDecimal={false}
      allowNegative={false}
      inputMode="numeric"
      data-testid={testId}
    />
  );
}

import type { TPlace } from '@fitmarket/core/api/places';
import type { TSearchSuggestions } from '@fitmarket/core/api/search';
import { professionalPath } from '@fitmarket/core/links';
import { MY_LOCATION, type SearchState, searchPath } from '@fitmarket/core/rules/search-url';
import { Avatar } from '@fitmarket/ui/Avatar';
import { PlaceAutocomplete } from '@fitmarket/ui/PlaceAutocomplete';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Combobox,
  Group,
  Loader,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCatalogue } from '../../../lib/catalogue';
import { useSuggestions } from '../api/search';
import { FIELD_FLEX, SearchFormFrame, SearchSubmit } from './SearchForm';
import { ServiceBrowser, serviceLabel } from './ServiceBrowser';

export type SearchField = 'search' | 'location';

export interface SearchBoxProps {
  /** The search shown (the results page's address, or what the plain form had). */
  initial: SearchState;
  /** The field to focus at once (the one the visitor was in when this replaced the plain form). */
  autoFocus?: SearchField | null;
}

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Two words are one when they share their start: "joogaa" and "jooga", "trainer" and "training". */
function sameWord(typed: string, label: string): boolean {
  let shared = 0;
  while (shared < typed.length && typed[shared] === label[shared]) shared += 1;
  return shared === typed.length || shared === label.length || shared >= 4;
}

/**
 * A speciality's label with the typed words it does not cover, so a place or another word typed
 * beside it stays in the search ("joogaa turussa" → "Jooga turussa").
 */
export function labelWithOtherWords(label: string, typed: string): string {
  const labelWords = label.split(/\s+/).map(fold).filter(Boolean);
  const others = typed
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !labelWords.some((own) => sameWord(fold(word), own)));
  return [label, ...others].join(' ');
}

/**
 * What picking a suggestion does: search for a speciality or a service, open a profile, or
 * search around a place (in place of the last word, which was its start).
 */
export type SuggestionChoice =
  | { kind: 'speciality'; label: string }
  | { kind: 'service'; id: number }
  | { kind: 'professional'; slug: string }
  | { kind: 'place'; place: TPlace };

export interface SuggestionGroup {
  key: 'specialities' | 'services' | 'professionals' | 'places';
  options: { value: string; label: string; image?: string | null; choice: SuggestionChoice }[];
}

/** The suggestions as the dropdown lists them, in groups (empty groups left out). */
export function suggestionGroups(suggestions: TSearchSuggestions | undefined): SuggestionGroup[] {
  if (!suggestions) return [];
  const groups: SuggestionGroup[] = [
    {
      key: 'specialities',
      options: suggestions.specialities.map((speciality) => ({
        value: `speciality:${speciality.id}`,
        label: speciality.label,
        choice: { kind: 'speciality', label: speciality.label },
      })),
    },
    {
      key: 'services',
      options: suggestions.services.map((service) => ({
        value: `service:${service.id}`,
        label: service.label,
        choice: { kind: 'service', id: service.id },
      })),
    },
    {
      key: 'professionals',
      options: suggestions.professionals.map((professional) => ({
        value: `professional:${professional.slug}`,
        label: `${professional.first_name} ${professional.last_name}`,
        image: professional.image,
        choice: { kind: 'professional', slug: professional.slug },
      })),
    },
    {
      key: 'places',
      options: suggestions.places.map((place) => ({
        value: `place:${place.id}`,
        label: place.formatted,
        choice: { kind: 'place', place },
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** The text without its last word: what stays when that word's place is picked. */
export function withoutLastWord(text: string): string {
  return text.trim().split(/\s+/).slice(0, -1).join(' ');
}

/** A place the address gave (name and coordinates) as the place field's value. */
function placeOf(name: string, lat: number, lon: number): TPlace {
  return {
    id: `${lat},${lon}`,
    kind: 'municipality',
    name,
    formatted: name,
    city: name,
    postal_code: null,
    lat,
    lon,
  };
}

/**
 * SPEC §2 "Search component": free text with grouped suggestions, the service browser, a place
 * with autocomplete or the visitor's own position, Clear and Go. Going opens the results page
 * in the shown language (ProfessionalsSearch.{lang}) with the search in its address.
 */
export function SearchBox({ initial, autoFocus = null }: SearchBoxProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const ready = useSectionTexts('search');
  const catalogue = useCatalogue();

  const [text, setText] = useState(initial.search);
  const [service, setService] = useState(initial.service);
  const mine = initial.location === MY_LOCATION;
  const [place, setPlace] = useState<TPlace | null>(
    initial.lat !== null && initial.lng !== null
      ? placeOf(mine ? t('search.location.mine') : initial.location, initial.lat, initial.lng)
      : null,
  );
  const [placeIsMine, setPlaceIsMine] = useState(mine);
  const [placeText, setPlaceText] = useState(mine ? '' : initial.location);
  // Clearing starts the place field afresh (it keeps its own text while nothing is picked).
  const [placeField, setPlaceField] = useState(0);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');

  const searchInput = useRef<HTMLInputElement>(null);
  const placeWrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus === 'search') searchInput.current?.focus();
    if (autoFocus === 'location') placeWrapper.current?.querySelector('input')?.focus();
  }, [autoFocus]);

  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const { query: suggestions, waiting } = useSuggestions(text, language);
  const groups = text.trim() === '' ? [] : suggestionGroups(suggestions.data);

  /** The search as the fields have it now, on top of the page's filters. */
  function next(overrides: Partial<SearchState> = {}): SearchState {
    return {
      ...initial,
      search: text.trim(),
      location: place ? (placeIsMine ? MY_LOCATION : place.formatted) : placeText.trim(),
      lat: place?.lat ?? null,
      lng: place?.lon ?? null,
      service,
      bounds: null,
      page: 1,
      ...overrides,
    };
  }
  const go = (state: SearchState) => void navigate(searchPath(state, language));

  function choose(value: string) {
    const option = groups.flatMap((group) => group.options).find((item) => item.value === value);
    combobox.closeDropdown();
    if (!option) return;
    const { choice } = option;
    if (choice.kind === 'professional') {
      void navigate(professionalPath(choice.slug, language));
    } else if (choice.kind === 'place') {
      const search = withoutLastWord(text);
      setText(search);
      setPlace(choice.place);
      setPlaceIsMine(false);
      setPlaceText('');
      const { formatted, lat, lon } = choice.place;
      go(next({ search, location: formatted, lat, lng: lon }));
    } else if (choice.kind === 'service') {
      setText('');
      setService(choice.id);
      go(next({ search: '', service: choice.id }));
    } else {
      const search = labelWithOtherWords(choice.label, text);
      setText(search);
      go(next({ search }));
    }
  }

  function locateMe() {
    if (!('geolocation' in navigator)) {
      setLocating('failed');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        setPlaceIsMine(true);
        setPlace(placeOf(t('search.location.mine'), coords.latitude, coords.longitude));
      },
      () => setLocating('failed'),
      { timeout: 15_000, maximumAge: 10 * 60 * 1000 },
    );
  }

  function clear() {
    setText('');
    setService(null);
    setPlace(null);
    setPlaceIsMine(false);
    setPlaceText('');
    setPlaceField((count) => count + 1);
    setLocating('idle');
    searchInput.current?.focus();
  }

  const chosenService =
    service === null ? undefined : serviceLabel(catalogue.data?.services, service);
  const status = waiting && groups.length === 0 && ready ? t('search.suggestions.searching') : null;

  return (
    <SearchFormFrame
      onSubmit={(event) => {
        event.preventDefault();
        combobox.closeDropdown();
        go(next());
      }}
      footer={
        <Group gap="xs" wrap="wrap">
          {ready && (
            <>
              <ServiceBrowser services={catalogue.data?.services} onChoose={setService} />
              {service !== null && chosenService && (
                <Badge
                  variant="light"
                  tt="none"
                  size="lg"
                  data-testid="chosen-service"
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label={t('search.services.remove', { service: chosenService })}
                      onClick={() => setService(null)}
                    />
                  }
                >
                  {t('search.services.chosen', { service: chosenService })}
                </Badge>
              )}
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={locateMe}
                loading={locating === 'busy'}
              >
                {t('search.location.useMine')}
              </Button>
              <Button variant="subtle" color="gray" size="compact-sm" onClick={clear}>
                {t('search.clear')}
              </Button>
              {locating === 'failed' && (
                <Text size="sm" c="red.8" role="alert">
                  {t('search.location.failed')}
                </Text>
              )}
            </>
          )}
        </Group>
      }
    >
      <Combobox store={combobox} onOptionSubmit={choose}>
        <Combobox.Target>
          <TextInput
            ref={searchInput}
            style={{ flex: FIELD_FLEX.search }}
            label={t('web.searchForm.what')}
            placeholder={t('web.searchForm.whatPlaceholder')}
            value={text}
            autoComplete="off"
            data-testid="search-text"
            rightSection={waiting ? <Loader size="xs" /> : null}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={groups.length === 0 && status === null}>
          <Combobox.Options aria-label={t('web.searchForm.what')}>
            {ready &&
              groups.map((group) => (
                <Combobox.Group key={group.key} label={t(`search.suggestions.${group.key}`)}>
                  {group.options.map((option) => (
                    <Combobox.Option value={option.value} key={option.value}>
                      {group.key === 'professionals' ? (
                        <Group gap="xs" wrap="nowrap">
                          <Avatar name={option.label} image={option.image} size="sm" />
                          <span>{option.label}</span>
                        </Group>
                      ) : (
                        option.label
                      )}
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              ))}
            {status !== null && (
              <Combobox.Empty>
                <Text size="sm" c="dimmed" role="status">
                  {status}
                </Text>
              </Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Box ref={placeWrapper} style={{ flex: FIELD_FLEX.location }}>
        <PlaceAutocomplete
          key={placeField}
          label={t('web.searchForm.where')}
          placeholder={t('web.searchForm.wherePlaceholder')}
          value={place}
          onChange={(picked) => {
            setPlace(picked);
            setPlaceIsMine(false);
          }}
          onTextChange={setPlaceText}
          defaultText={placeText}
        />
      </Box>
      <SearchSubmit />
    </SearchFormFrame>
  );
}

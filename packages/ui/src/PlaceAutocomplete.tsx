import type { TPlace } from '@fitmarket/core/api/places';
import { SEARCH_DEBOUNCE_MS } from '@fitmarket/core/limits';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueText } from './CatalogueText';
import { apiRequest, errorsOf } from './lib/apiClient';
import { useLanguage } from './useLanguage';
import { useSectionTexts } from './useSectionTexts';

export interface PlaceAutocompleteProps {
  label: string;
  /** The chosen place, or null while none is (or the text no longer names the chosen one). */
  value: TPlace | null;
  onChange: (place: TPlace | null) => void;
  error?: ReactNode;
  placeholder?: string;
  /** The text as typed, for a form that also accepts a place it has not picked (search). */
  onTextChange?: (text: string) => void;
  /** The text to start with when no place is chosen (a search's place as it was typed). */
  defaultText?: string;
}

const SUGGESTIONS = 8;
/** Places change only with the geocoder's data; the server lets caches keep them an hour too. */
const PLACES_STALE_MS = 60 * 60 * 1000;

function fetchPlaces(q: string, language: ReturnType<typeof useLanguage>, signal: AbortSignal) {
  const query = new URLSearchParams({ q, limit: String(SUGGESTIONS) });
  return apiRequest(`/v1/places?${query}`, {
    schema: async () => (await import('@fitmarket/core/api/places')).ZPlacesSchema,
    language,
    signal,
  });
}

/**
 * A location field: suggestions from GET /v1/places as the person types (after a pause of
 * SEARCH_DEBOUNCE_MS), picked with the mouse or the arrow keys and Enter. Only a picked place
 * is a value; typing over it clears the value, so a form can require a real place (1325).
 */
export function PlaceAutocomplete({
  label,
  value,
  onChange,
  error,
  placeholder,
  onTextChange,
  defaultText = '',
}: PlaceAutocompleteProps) {
  const { t } = useTranslation();
  const textsReady = useSectionTexts('places');
  const language = useLanguage();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value?.formatted ?? defaultText);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  // A value set or cleared from outside (a reset form, a loaded profile) shows in the input;
  // the null this field sends when its text is typed over leaves the text alone.
  const clearedByTyping = useRef(false);
  const chosenText = value?.formatted ?? null;
  const shownChoice = useRef(chosenText);
  useEffect(() => {
    // Only a change: the first text may be `defaultText`.
    if (shownChoice.current === chosenText) return;
    shownChoice.current = chosenText;
    if (clearedByTyping.current && chosenText === null) return;
    clearedByTyping.current = false;
    setText(chosenText ?? '');
  }, [chosenText]);

  const searching = debounced !== '' && debounced !== value?.formatted;
  // Asks only once the typing pauses; meanwhile the last answer stays in the list.
  const typing = text.trim() !== debounced;
  const places = useQuery({
    queryKey: ['places', language, debounced],
    queryFn: ({ signal }) => fetchPlaces(debounced, language, signal),
    enabled: searching && !typing,
    staleTime: PLACES_STALE_MS,
    placeholderData: keepPreviousData,
  });
  const waiting = searching && (typing || places.isFetching);
  const found = searching ? (places.data ?? []) : [];

  function choose(id: string) {
    const place = found.find((candidate) => candidate.id === id);
    if (!place) return;
    setText(place.formatted);
    onChange(place);
    combobox.closeDropdown();
  }

  const failure = places.isError ? errorsOf(places.error)[0] : undefined;
  let status: ReactNode = null;
  if (failure) {
    status = <CatalogueText error={failure} />;
  } else if (waiting && found.length === 0) {
    status = textsReady ? t('places.searching') : null;
  } else if (!waiting && searching && places.isSuccess && found.length === 0) {
    status = textsReady ? t('places.noResults') : null;
  }

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          error={error}
          value={text}
          autoComplete="off"
          rightSection={waiting ? <Loader size="xs" data-testid="place-loader" /> : null}
          onChange={(event) => {
            let typed = event.currentTarget.value;
            // Typing after a chosen place starts a new one: "Kallio, Helsinki" + "E" is "E",
            // never "Kallio, HelsinkiE".
            if (
              value &&
              typed.length > value.formatted.length &&
              typed.startsWith(value.formatted)
            ) {
              typed = typed.slice(value.formatted.length);
            }
            setText(typed);
            onTextChange?.(typed);
            if (value) {
              clearedByTyping.current = true;
              onChange(null);
            }
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={(event) => {
            // A chosen place is replaced as a whole, so its name is selected to type over.
            if (value) event.currentTarget.select();
            combobox.openDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            // Leaving a chosen place's field puts its name back whatever was typed over it.
            if (value) setText(value.formatted);
          }}
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={text.trim() === '' || (found.length === 0 && !status)}>
        <Combobox.Options aria-label={label}>
          {found.map((place) => (
            <Combobox.Option value={place.id} key={place.id}>
              {place.formatted}
            </Combobox.Option>
          ))}
          {status !== null && found.length === 0 && (
            <Combobox.Empty>
              <Group gap="xs" justify="center" wrap="nowrap">
                {waiting && <Loader size="xs" />}
                <Text size="sm" c={failure ? 'red' : 'dimmed'} role="status">
                  {status}
                </Text>
              </Group>
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

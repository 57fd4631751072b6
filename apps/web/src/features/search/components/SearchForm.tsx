import { SEARCH_PATHS } from '@fitmarket/core/links';
import { EMPTY_SEARCH, type SearchState, searchPath } from '@fitmarket/core/rules/search-url';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Button, Group, TextInput } from '@mantine/core';
import {
  type ChangeEvent,
  type ComponentType,
  type FormEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SearchBoxProps, SearchField } from './SearchBox';

/** Both forms lay their fields out alike, so the page does not move when one becomes the other. */
export const FIELD_FLEX = { search: '2 1 240px', location: '1.5 1 200px' } as const;
/** The row under the fields; the plain form keeps it empty, at the full form's height. */
const FOOTER_STYLE = { marginTop: 10, minHeight: 26 } as const;

export interface SearchFormFrameProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** Under the fields: the chosen service, "use my location", errors. */
  footer?: ReactNode;
  /** The plain form's address for browsers that run no script. */
  action?: string;
  /** The pointer or a finger came near the form. */
  onReach?: () => void;
}

export function SearchFormFrame({
  onSubmit,
  children,
  footer,
  action,
  onReach,
}: SearchFormFrameProps) {
  const { t } = useTranslation();
  return (
    <search aria-label={t('web.searchForm.label')}>
      <form
        action={action}
        method="get"
        onSubmit={onSubmit}
        onPointerEnter={onReach}
        onTouchStart={onReach}
        data-testid="search-form"
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          {children}
        </Group>
        <div style={FOOTER_STYLE}>{footer}</div>
      </form>
    </search>
  );
}

/** The form's submit button; the same in both forms. */
export function SearchSubmit() {
  const { t } = useTranslation();
  return (
    <Button type="submit" style={{ flex: '0 0 auto' }}>
      {t('web.searchForm.submit')}
    </Button>
  );
}

const loadSearchBox = () => import('./SearchBox');

/**
 * The search component as the home page's hero first shows it: a plain form that works as the
 * server's HTML (GET to the results page). Suggestions, the service browser and places
 * autocomplete are a chunk of their own, loaded when the visitor reaches for the form; it then
 * takes the form's place with what was typed and the field that had the focus.
 */
export function SearchForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [draft, setDraft] = useState({ search: '', location: '' });
  const [Enhanced, setEnhanced] = useState<ComponentType<SearchBoxProps> | null>(null);
  const focused = useRef<SearchField | null>(null);

  function enhance() {
    void loadSearchBox().then((module) => setEnhanced(() => module.SearchBox));
  }

  if (Enhanced) {
    const initial: SearchState = { ...EMPTY_SEARCH, ...draft };
    return <Enhanced initial={initial} autoFocus={focused.current} />;
  }
  const field = (name: SearchField) => ({
    name,
    value: draft[name],
    autoComplete: 'off',
    style: { flex: FIELD_FLEX[name] },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setDraft((current) => ({ ...current, [name]: value }));
    },
    onFocus: () => {
      focused.current = name;
      enhance();
    },
    onBlur: () => {
      focused.current = null;
    },
  });
  return (
    <SearchFormFrame
      action={SEARCH_PATHS[language]}
      onReach={enhance}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(searchPath(draft, language));
      }}
    >
      <TextInput
        {...field('search')}
        label={t('web.searchForm.what')}
        placeholder={t('web.searchForm.whatPlaceholder')}
      />
      <TextInput
        {...field('location')}
        label={t('web.searchForm.where')}
        placeholder={t('web.searchForm.wherePlaceholder')}
      />
      <SearchSubmit />
    </SearchFormFrame>
  );
}

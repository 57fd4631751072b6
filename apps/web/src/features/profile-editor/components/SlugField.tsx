import { validateSlug } from '@fitmarket/core/rules/slug';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSlugAvailability } from '../api/profile';
import { useErrorText } from './sectionForm';

/** How long typing pauses before the address is checked with the server. */
const CHECK_DELAY_MS = 400;

export interface SlugFieldProps {
  value: string;
  /** The address saved now: it is the professional's own, so it needs no check. */
  saved: string | null;
  onChange: (slug: string) => void;
  showErrors: boolean;
  /** The server's error for the field, if the last save had one. */
  serverError?: string;
}

/**
 * The profile address (SPEC §5): the rules of core rules/slug.ts as you type, then, once typing
 * pauses, whether it is free; a taken one offers free ones like it to pick.
 */
export function SlugField({ value, saved, onChange, showErrors, serverError }: SlugFieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [debounced] = useDebouncedValue(value, CHECK_DELAY_MS);
  const broken = validateSlug(value);
  const toCheck =
    debounced === value && validateSlug(debounced) === null && debounced !== saved
      ? debounced
      : null;
  const availability = useSlugAvailability(toCheck);
  const answer = toCheck !== null && availability.data?.slug === toCheck ? availability.data : null;

  const error =
    (showErrors && broken !== null ? errorText({ code: broken }) : undefined) ??
    (answer?.available === false ? errorText({ code: 1249 }) : undefined) ??
    serverError;

  return (
    <Stack gap={4}>
      <TextInput
        label={t('profileEditor.basic.slug')}
        description={t('profileEditor.basic.slugHint', {
          url: `${window.location.origin}/professionals/${value || '…'}`,
        })}
        required
        autoComplete="off"
        spellCheck={false}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value.trim().toLowerCase())}
        data-testid="slug-input"
      />
      <div role="status" aria-live="polite">
        {toCheck !== null && availability.isFetching && (
          <Text size="sm" c="dimmed">
            {t('profileEditor.basic.slugChecking')}
          </Text>
        )}
        {answer?.available === true && (
          <Text size="sm" c="teal.9">
            {t('profileEditor.basic.slugFree')}
          </Text>
        )}
        {answer?.available === false && answer.suggestions.length > 0 && (
          <Group gap="xs" data-testid="slug-suggestions">
            <Text size="sm">{t('profileEditor.basic.slugTaken')}</Text>
            {answer.suggestions.map((suggestion) => (
              <Button
                key={suggestion}
                size="compact-sm"
                variant="light"
                onClick={() => onChange(suggestion)}
                aria-label={t('profileEditor.basic.slugUse', { slug: suggestion })}
              >
                {suggestion}
              </Button>
            ))}
          </Group>
        )}
      </div>
    </Stack>
  );
}

import { MAX_ERRORS_SHOWN } from '@fitmarket/core/limits';
import { Alert, Stack } from '@mantine/core';
import { CatalogueText } from './CatalogueText';
import { useSectionTexts } from './useSectionTexts';

export interface ShownError {
  code: number;
  /**
   * The server's text (in the language the request asked for): used for a code the catalogue
   * does not know, and for a text with values only the server knows (a block reason, the photo
   * limit of one's membership).
   */
  message?: string;
}

/**
 * Errors as red alerts, by code in the current language, at most MAX_ERRORS_SHOWN (SPEC §8).
 * Mounting it loads the error texts (a section of their own), so a form has them by its first
 * refusal; no alert shows before they are in.
 */
export function ErrorAlerts({ errors }: { errors: readonly ShownError[] }) {
  const textsLoaded = useSectionTexts('errors');
  if (errors.length === 0 || !textsLoaded) return null;
  return (
    <Stack gap="xs">
      {errors.slice(0, MAX_ERRORS_SHOWN).map((error, index) => (
        <Alert
          // biome-ignore lint/suspicious/noArrayIndexKey: a list is replaced whole, never reordered, and one code can come twice
          key={`${index}-${error.code}`}
          color="red"
          variant="light"
          data-testid="error-alert"
          data-error-code={error.code}
        >
          <CatalogueText error={error} />
        </Alert>
      ))}
    </Stack>
  );
}

import { hasServerFilledValues, isErrorCode } from '@fitmarket/core/errors/catalogue';
import { MAX_ERRORS_SHOWN } from '@fitmarket/core/limits';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ShownError {
  code: number;
  /**
   * The server's text (in the language the request asked for): used for a code the catalogue
   * does not know, and for a text with values only the server knows (a block reason, the photo
   * limit of one's membership).
   */
  message?: string;
}

/** Errors as red alerts, by code in the current language, at most MAX_ERRORS_SHOWN (SPEC §8). */
export function ErrorAlerts({ errors }: { errors: readonly ShownError[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Stack gap="xs">
      {errors.slice(0, MAX_ERRORS_SHOWN).map(({ code, message }, index) => (
        <Alert
          // biome-ignore lint/suspicious/noArrayIndexKey: a list is replaced whole, never reordered, and one code can come twice
          key={`${index}-${code}`}
          color="red"
          variant="light"
          data-testid="error-alert"
          data-error-code={code}
        >
          {message && (!isErrorCode(code) || hasServerFilledValues(code))
            ? message
            : isErrorCode(code)
              ? t(`errors.${code}`)
              : t('errors.1304')}
        </Alert>
      ))}
    </Stack>
  );
}

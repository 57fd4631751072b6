import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Saved" beside a setting that saves as soon as it changes. The live region is always there, so
 * screen readers announce the word when it appears.
 */
export function SavedStatus({ saved }: { saved: boolean }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="teal.9" role="status">
      {saved ? t('webAccount.settings.saved') : ''}
    </Text>
  );
}

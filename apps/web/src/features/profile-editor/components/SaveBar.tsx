import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SectionFormState } from './sectionForm';

/**
 * The account area's buttons under a section: save while there are changes, and SPEC §4's
 * success banner after a save (a live region, so screen readers read it out).
 */
export function SaveBar({ dirty, saving, saved }: SectionFormState) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <div role="status">
        {saved && (
          <Alert color="teal" variant="light" data-testid="saved-banner">
            {t('profileEditor.saved')}
          </Alert>
        )}
      </div>
      <Group justify="flex-end" gap="md">
        {dirty && (
          <Text size="sm" c="dimmed">
            {t('profileEditor.unsaved')}
          </Text>
        )}
        <Button type="submit" loading={saving} disabled={!dirty}>
          {t('profileEditor.save')}
        </Button>
      </Group>
    </Stack>
  );
}

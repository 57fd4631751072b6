import { dataExportFileName } from '@fitmarket/core/api/data-export';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { downloadFile } from '@fitmarket/ui/lib/downloadFile';
import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './SettingsSection';

/** "Download my data" (GDPR Art. 15 and 20): the whole GET /v1/me/export as a JSON file. */
export function DataExportSection() {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () =>
      downloadFile('/v1/me/export', {
        accept: 'application/json',
        fallbackName: dataExportFileName(new Date().toISOString()),
      }),
  });
  return (
    <SettingsSection id="export" title={t('webAccount.settings.export.title')}>
      <Text>{t('webAccount.settings.export.text')}</Text>
      {download.isError && <ErrorAlerts errors={errorsOf(download.error)} />}
      <Group>
        <Button
          variant="default"
          loading={download.isPending}
          loaderProps={{ 'aria-label': t('webAccount.settings.export.preparing') }}
          onClick={() => download.mutate()}
        >
          {t('webAccount.settings.export.button')}
        </Button>
      </Group>
    </SettingsSection>
  );
}

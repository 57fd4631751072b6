import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { downloadFile } from '@fitmarket/ui/lib/downloadFile';
import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';

export interface CsvDownloadButtonProps {
  /** The export's API path, with its query. */
  path: string;
  /** The file's name when the server gives none. */
  fileName: string;
  label: string;
  loadingLabel: string;
}

/** A list's CSV export: a button that loads while the file is prepared, and its errors. */
export function CsvDownloadButton({ path, fileName, label, loadingLabel }: CsvDownloadButtonProps) {
  const download = useMutation({
    mutationFn: () => downloadFile(path, { accept: 'text/csv', fallbackName: fileName }),
  });
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        loading={download.isPending}
        loaderProps={{ 'aria-label': loadingLabel }}
        onClick={() => download.mutate()}
      >
        {label}
      </Button>
      {download.isError && <ErrorAlerts errors={errorsOf(download.error)} />}
    </Stack>
  );
}

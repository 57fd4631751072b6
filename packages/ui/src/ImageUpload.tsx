import type { TUploadedImage } from '@fitmarket/core/api/uploads';
import {
  IMAGE_FORMATS,
  IMAGE_MAX_BYTES,
  IMAGE_MIN_HEIGHT,
  IMAGE_MIN_WIDTH,
} from '@fitmarket/core/limits';
import type { ImageKind } from '@fitmarket/core/rules/image';
import { Button, type ButtonProps, FileButton, Progress, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlerts, type ShownError } from './ErrorAlerts';
import { errorsOf } from './lib/apiClient';
import { uploadImage } from './lib/uploadImage';

/** Offered in the file picker; the server judges the content whatever the picker let through. */
const ACCEPT = IMAGE_FORMATS.map((format) => `image/${format}`).join(',');

/**
 * Uploads picked files of one kind through the upload pipeline (POST /v1/uploads), one after
 * another, calling `onUploaded` for each; the first refusal stops the rest and is shown.
 */
export function useImageUpload(kind: ImageKind, onUploaded: (image: TUploadedImage) => void) {
  return useMutation({
    mutationFn: async (files: readonly File[]) => {
      for (const file of files) onUploaded(await uploadImage(file, kind));
    },
  });
}
export type ImageUploadState = ReturnType<typeof useImageUpload>;

export interface ImageUploadButtonProps {
  upload: ImageUploadState;
  label: string;
  /** Several files at once, at most `maxFiles` of them (the rest are left out). */
  multiple?: boolean;
  maxFiles?: number;
  disabled?: boolean;
  /** The id of the hint that says which files are accepted. */
  describedBy?: string;
  variant?: ButtonProps['variant'];
}

/** A button that opens the file picker and uploads what is picked. */
export function ImageUploadButton({
  upload,
  label,
  multiple = false,
  maxFiles,
  disabled = false,
  describedBy,
  variant = 'light',
}: ImageUploadButtonProps) {
  // Cleared after each pick, so the same file can be picked again after a refusal.
  const resetPicker = useRef<() => void>(null);
  const busy = upload.isPending || disabled;
  const picked = (files: File[]) => {
    if (files.length > 0) upload.mutate(files.slice(0, maxFiles));
    resetPicker.current?.();
  };
  const button = (props: { onClick: () => void }) => (
    <Button
      {...props}
      aria-describedby={describedBy}
      variant={variant}
      loading={upload.isPending}
      disabled={busy}
    >
      {label}
    </Button>
  );
  return multiple ? (
    <FileButton accept={ACCEPT} multiple resetRef={resetPicker} onChange={picked} disabled={busy}>
      {button}
    </FileButton>
  ) : (
    <FileButton
      accept={ACCEPT}
      resetRef={resetPicker}
      onChange={(file) => picked(file ? [file] : [])}
      disabled={busy}
    >
      {button}
    </FileButton>
  );
}

/** Which files are accepted (formats, size, pixels), for a button's `describedBy`. */
export function ImageUploadHint({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" id={id}>
      {t('accountShared.avatar.hint', {
        maxMb: IMAGE_MAX_BYTES / (1024 * 1024),
        minWidth: IMAGE_MIN_WIDTH,
        minHeight: IMAGE_MIN_HEIGHT,
      })}
    </Text>
  );
}

/** Progress while uploading, then a refusal by code (1023, 1024, 1153), with `errors` of the page. */
export function ImageUploadStatus({
  upload,
  errors = [],
}: {
  upload: ImageUploadState;
  errors?: readonly ShownError[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {upload.isPending && (
        <Stack gap={4} role="status">
          <Text size="sm">{t('accountShared.avatar.uploading')}</Text>
          <Progress value={100} animated striped aria-label={t('accountShared.avatar.uploading')} />
        </Stack>
      )}
      <ErrorAlerts errors={[...(upload.isError ? errorsOf(upload.error) : []), ...errors]} />
    </>
  );
}

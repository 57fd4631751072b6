import type { TUploadedImage } from '@fitmarket/core/api/uploads';
import {
  IMAGE_FORMATS,
  IMAGE_MAX_BYTES,
  IMAGE_MIN_HEIGHT,
  IMAGE_MIN_WIDTH,
} from '@fitmarket/core/limits';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from './Avatar';
import { ErrorAlerts, type ShownError } from './ErrorAlerts';
import { errorsOf } from './lib/apiClient';
import { uploadImage } from './lib/uploadImage';

/** Offered in the file picker; the server judges the content whatever the picker let through. */
const ACCEPT = IMAGE_FORMATS.map((format) => `image/${format}`).join(',');

export interface AvatarUploadProps {
  /** The person's full name: initials when there is no photo, and the photo's alt text. */
  name: string;
  /** The photo shown now (saved, or just uploaded and waiting for a save). */
  image: string | null;
  /** A photo was uploaded; the page decides when it becomes the avatar (at once, or on save). */
  onUploaded: (image: TUploadedImage) => void;
  onRemove: () => void;
  /** The page is saving the change: the buttons wait. */
  saving?: boolean;
  /** Errors of that save, shown with the upload's own. */
  errors?: readonly ShownError[];
}

/**
 * The avatar with buttons to upload, change or remove the photo, used on both areas' account
 * pages. Uploading shows progress; a refused file shows its error by code (1023, 1024, 1153).
 */
export function AvatarUpload({
  name,
  image,
  onUploaded,
  onRemove,
  saving = false,
  errors = [],
}: AvatarUploadProps) {
  const { t } = useTranslation();
  const hintId = useId();
  // Cleared after each pick, so the same file can be picked again after a refusal.
  const resetPicker = useRef<() => void>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(file, 'avatar'),
    onSuccess: onUploaded,
  });
  const busy = upload.isPending || saving;
  const shownErrors = [...(upload.isError ? errorsOf(upload.error) : []), ...errors];

  return (
    <Stack gap="sm" data-testid="avatar-upload">
      <Group gap="lg" align="center" wrap="nowrap">
        <Avatar name={name} image={image} size={96} />
        <Stack gap="xs">
          <Group gap="xs">
            <FileButton
              accept={ACCEPT}
              resetRef={resetPicker}
              onChange={(file) => {
                if (file) upload.mutate(file);
                resetPicker.current?.();
              }}
              disabled={busy}
            >
              {(props) => (
                <Button
                  {...props}
                  aria-describedby={hintId}
                  variant="light"
                  loading={upload.isPending}
                  disabled={busy}
                >
                  {t(image ? 'accountShared.avatar.change' : 'accountShared.avatar.upload')}
                </Button>
              )}
            </FileButton>
            {image && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => {
                  upload.reset();
                  onRemove();
                }}
                disabled={busy}
              >
                {t('accountShared.avatar.remove')}
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed" id={hintId}>
            {t('accountShared.avatar.hint', {
              maxMb: IMAGE_MAX_BYTES / (1024 * 1024),
              minWidth: IMAGE_MIN_WIDTH,
              minHeight: IMAGE_MIN_HEIGHT,
            })}
          </Text>
        </Stack>
      </Group>
      {upload.isPending && (
        <Stack gap={4} role="status">
          <Text size="sm">{t('accountShared.avatar.uploading')}</Text>
          <Progress value={100} animated striped aria-label={t('accountShared.avatar.uploading')} />
        </Stack>
      )}
      <ErrorAlerts errors={shownErrors} />
    </Stack>
  );
}

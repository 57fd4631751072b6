import type { TUploadedImage } from '@fitmarket/core/api/uploads';
import { Button, Group, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from './Avatar';
import type { ShownError } from './ErrorAlerts';
import {
  ImageUploadButton,
  ImageUploadHint,
  ImageUploadStatus,
  useImageUpload,
} from './ImageUpload';

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
  const upload = useImageUpload('avatar', onUploaded);
  const busy = upload.isPending || saving;

  return (
    <Stack gap="sm" data-testid="avatar-upload">
      <Group gap="lg" align="center" wrap="nowrap">
        <Avatar name={name} image={image} size={96} />
        <Stack gap="xs">
          <Group gap="xs">
            <ImageUploadButton
              upload={upload}
              label={t(image ? 'accountShared.avatar.change' : 'accountShared.avatar.upload')}
              describedBy={hintId}
              disabled={saving}
            />
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
          <ImageUploadHint id={hintId} />
        </Stack>
      </Group>
      <ImageUploadStatus upload={upload} errors={errors} />
    </Stack>
  );
}

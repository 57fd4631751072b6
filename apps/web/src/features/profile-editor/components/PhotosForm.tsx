import {
  type TOwnProfessionalProfile,
  type TPhotosRequest,
  ZPhotosRequestSchema,
} from '@fitmarket/core/api/professional-profile';
import { PHOTO_CAPTION_MAX_LENGTH } from '@fitmarket/core/limits';
import { perksOf } from '@fitmarket/core/rules/membership';
import { validatePhotoCount } from '@fitmarket/core/rules/profile';
import {
  ImageUploadButton,
  ImageUploadHint,
  ImageUploadStatus,
  useImageUpload,
} from '@fitmarket/ui/ImageUpload';
import { Card, Group, Image, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListItemControls, moved } from './ListItemControls';
import { useRemoveConfirmation } from './RemoveConfirmation';
import {
  type SectionFormProps,
  SectionFormShell,
  useSectionForm,
  useServerFieldErrors,
} from './sectionForm';

interface PhotoDraft {
  key: string;
  /** What is sent: the saved address or an upload's id. */
  image: string;
  preview: string;
  caption: string;
}

function toDraft(profile: TOwnProfessionalProfile): PhotoDraft[] {
  return profile.photos.map((photo) => ({
    key: String(photo.id),
    image: photo.image,
    preview: photo.image,
    caption: photo.caption,
  }));
}

function toRequest(draft: PhotoDraft[]): TPhotosRequest {
  return { photos: draft.map(({ image, caption }) => ({ image, caption: caption.trim() })) };
}

/** Photos (account area only): the gallery in its order, with captions; the membership limits how many. */
export function PhotosForm({ profile, actions, onSaved, onDirtyChange }: SectionFormProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const max = perksOf(profile.membership_id).maxPhotos;
  const newKeys = useRef(0);
  const form = useSectionForm({
    section: 'photos',
    profile,
    toDraft,
    toRequest,
    schema: ZPhotosRequestSchema,
    rules: (draft) => ({ photos: validatePhotoCount(draft.length, profile.membership_id) }),
    onSaved,
    onDirtyChange,
  });
  const photos = form.draft;
  const server = useServerFieldErrors(form.serverErrors, ['photos.']);
  const upload = useImageUpload('photo', (image) => {
    newKeys.current += 1;
    const key = `new-${newKeys.current}`;
    form.update('photos', (list) => [
      ...list,
      { key, image: image.id, preview: image.url, caption: '' },
    ]);
  });
  const removal = useRemoveConfirmation(
    {
      title: t('profileEditor.photos.removeTitle'),
      text: t('profileEditor.photos.removeText'),
      confirm: t('profileEditor.photos.remove'),
    },
    (index) => form.update('photos', (list) => list.filter((_, at) => at !== index)),
  );
  const room = max - photos.length;
  // Over the membership's limit (1322, after a downgrade): the limit line says how many.
  const overLimit = form.breach('photos') !== undefined;

  return (
    <SectionFormShell
      name="photos"
      onSubmit={form.submit}
      errors={server.rest}
      state={form.state}
      actions={actions}
    >
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={4}>
          <Text
            size="sm"
            c={overLimit ? 'red.8' : undefined}
            role={overLimit ? 'alert' : undefined}
            data-testid="photo-limit"
          >
            {t('profileEditor.photos.limit', { count: photos.length, max })}
          </Text>
          <ImageUploadHint id={hintId} />
        </Stack>
        <ImageUploadButton
          upload={upload}
          label={t('profileEditor.photos.upload')}
          multiple
          maxFiles={room}
          disabled={room <= 0}
          describedBy={hintId}
        />
      </Group>
      {room <= 0 && <Text size="sm">{t('profileEditor.photos.full')}</Text>}
      <ImageUploadStatus upload={upload} />
      {photos.length === 0 ? (
        <Text c="dimmed">{t('profileEditor.photos.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {photos.map((photo, index) => {
            const itemLabel = t('profileEditor.photos.alt', { number: index + 1 });
            return (
              <Card key={photo.key} withBorder padding="sm" data-testid="photo-item">
                <Card.Section>
                  <Image src={photo.preview} alt={photo.caption || itemLabel} h={160} fit="cover" />
                </Card.Section>
                <Stack gap="xs" mt="sm">
                  <TextInput
                    label={t('profileEditor.photos.caption')}
                    maxLength={PHOTO_CAPTION_MAX_LENGTH}
                    value={photo.caption}
                    onChange={(event) => {
                      const caption = event.currentTarget.value;
                      form.update(`photos.${index}.caption`, (list) =>
                        list.map((entry, at) => (at === index ? { ...entry, caption } : entry)),
                      );
                    }}
                    error={
                      form.breachText(`photos.${index}.caption`) ?? server.at(`photos.${index}`)
                    }
                  />
                  <ListItemControls
                    index={index}
                    count={photos.length}
                    itemLabel={itemLabel}
                    removeLabel={t('profileEditor.photos.remove')}
                    onMove={(to) => form.update('photos', (list) => moved(list, index, to))}
                    onRemove={() => removal.ask(index)}
                  />
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      {removal.modal}
    </SectionFormShell>
  );
}

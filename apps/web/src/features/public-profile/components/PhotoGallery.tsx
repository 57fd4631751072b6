import type { TPublicProfile } from '@fitmarket/core/api/public-profile';
import { useHydrated } from '@fitmarket/ui/useHydrated';
import {
  ActionIcon,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Photo = TPublicProfile['photos'][number];

/** The gallery in its order, with captions; a photo opens large in a modal with previous/next. */
export function PhotoGallery({ photos }: { photos: Photo[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : photos[open];
  const count = photos.length;
  const step = (by: number) =>
    setOpen((index) => (index === null ? null : (index + by + count) % count));
  const viewing = open !== null;
  // While a photo is open, the arrow keys go to the previous and next one, as in every viewer.
  useEffect(() => {
    if (!viewing || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      const by = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (by === 0) return;
      event.preventDefault();
      setOpen((index) => (index === null ? null : (index + by + count) % count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [viewing, count]);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('publicProfile.photos.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {photos.map((photo, index) => (
          <Stack key={photo.id} gap={4}>
            <UnstyledButton
              onClick={() => setOpen(index)}
              aria-label={t('publicProfile.photos.open', { number: index + 1, count })}
            >
              <Image
                src={photo.image}
                alt={photo.caption}
                radius="md"
                h={140}
                fit="cover"
                loading="lazy"
              />
            </UnstyledButton>
            {photo.caption && (
              <Text size="xs" c="dimmed">
                {photo.caption}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
      {/* Mounted once the page has hydrated (see ReviewsList's report form). */}
      {hydrated && (
        <Modal
          opened={shown !== undefined}
          onClose={() => setOpen(null)}
          size="xl"
          centered
          title={
            open === null ? '' : t('publicProfile.photos.counter', { number: open + 1, count })
          }
          closeButtonProps={{ 'aria-label': t('publicProfile.close') }}
        >
          {shown && (
            <Stack gap="sm">
              <Image src={shown.image} alt={shown.caption} radius="md" fit="contain" mah="70vh" />
              {shown.caption && <Text ta="center">{shown.caption}</Text>}
              {count > 1 && (
                <Group justify="space-between">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    onClick={() => step(-1)}
                    aria-label={t('publicProfile.photos.previous')}
                  >
                    ‹
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    onClick={() => step(1)}
                    aria-label={t('publicProfile.photos.next')}
                  >
                    ›
                  </ActionIcon>
                </Group>
              )}
            </Stack>
          )}
        </Modal>
      )}
    </Stack>
  );
}

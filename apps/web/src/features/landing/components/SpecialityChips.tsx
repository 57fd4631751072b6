import type { TLanding } from '@fitmarket/core/api/landing';
import { searchPath } from '@fitmarket/core/rules/search-url';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Badge, Group, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Each speciality with how many professionals offer it; a chip opens the search for it. */
export function SpecialityChips({ specialities }: { specialities: TLanding['specialities'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (specialities.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="specialities-title">
      <Title order={2} size="h3" id="specialities-title">
        {t('web.landing.specialities.title')}
      </Title>
      <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {specialities.map(({ id, label, professional_count: count }) => (
          <li key={id} data-testid="speciality-chip">
            <Badge
              component={Link}
              to={searchPath({ search: label }, language)}
              style={{ cursor: 'pointer' }}
              size="lg"
              variant="light"
              radius="xl"
              tt="none"
              fw={500}
              rightSection={
                <Badge size="sm" circle={count < 10} variant="filled" aria-hidden>
                  {count}
                </Badge>
              }
            >
              <span aria-hidden>{label}</span>
              <VisuallyHidden>
                {t('web.landing.specialities.chipLabel', { label, count })}
              </VisuallyHidden>
            </Badge>
          </li>
        ))}
      </Group>
    </Stack>
  );
}

/** Widths of the placeholder chips (px): about as many and as wide as real ones, in rows alike. */
const PLACEHOLDER_WIDTHS = [120, 90, 150, 140, 130, 190, 150, 100, 170, 130, 150, 180];

/**
 * The section's place while the data is on its way, about the size of the chips, so they do
 * not push the page down when they arrive (the landing page comes prerendered without data).
 */
export function SpecialityChipsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-hidden data-testid="specialities-loading">
      <Title order={2} size="h3">
        {t('web.landing.specialities.title')}
      </Title>
      <Group gap="xs">
        {PLACEHOLDER_WIDTHS.map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical
          <Skeleton key={index} height={32} width={width} radius="xl" />
        ))}
      </Group>
    </Stack>
  );
}

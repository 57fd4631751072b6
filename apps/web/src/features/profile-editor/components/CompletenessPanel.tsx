import type { TOwnProfessionalProfile } from '@fitmarket/core/api/professional-profile';
import type { ProfilePart } from '@fitmarket/core/rules/profile';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublishing } from '../api/profile';
import { SECTION_PATHS } from '../sections';

/** The section where each part of rules/profile.ts is filled in. */
const PART_SECTIONS: Record<ProfilePart, keyof typeof SECTION_PATHS> = {
  name: 'basic',
  slug: 'basic',
  description: 'basic',
  specialities: 'basic',
  locations: 'locations',
  services: 'services',
};

/**
 * Whether the profile is public, what publishing still needs (the `missing` parts the server
 * works out with core's rule, each a link to its section), and the Publish / Unpublish button;
 * Publish waits, saying why, while a part is missing.
 */
export function CompletenessPanel({ profile }: { profile: TOwnProfessionalProfile }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const publishing = usePublishing();
  const complete = profile.missing.length === 0;
  const notice =
    publishing.isSuccess &&
    (profile.published
      ? t('profileEditor.completeness.publishedNotice')
      : t('profileEditor.completeness.unpublishedNotice'));

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={`${reasonId}-title`}
      data-testid="completeness-panel"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id={`${reasonId}-title`}>
            {t('profileEditor.completeness.title')}
          </Title>
          <Badge color={profile.published ? 'teal' : 'gray'} variant="light">
            {profile.published
              ? t('profileEditor.completeness.published')
              : t('profileEditor.completeness.unpublished')}
          </Badge>
        </Group>
        {complete ? (
          !profile.published && <Text size="sm">{t('profileEditor.completeness.complete')}</Text>
        ) : (
          <Stack gap={4} data-testid="missing-parts">
            <Text size="sm">{t('profileEditor.completeness.missingLead')}</Text>
            <List size="sm" spacing={2}>
              {profile.missing.map((part) => (
                <List.Item key={part}>
                  <Anchor component={Link} to={SECTION_PATHS[PART_SECTIONS[part]]} size="sm">
                    {t(`profileEditor.completeness.parts.${part}`)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <div role="status">
          {notice && (
            <Alert color="teal" variant="light">
              {notice}
            </Alert>
          )}
        </div>
        {publishing.isError && <ErrorAlerts errors={errorsOf(publishing.error)} />}
        <Group gap="sm">
          {profile.published ? (
            <Button
              variant="default"
              loading={publishing.isPending}
              onClick={() => publishing.mutate(false)}
            >
              {t('profileEditor.completeness.unpublish')}
            </Button>
          ) : (
            <Button
              loading={publishing.isPending}
              disabled={!complete}
              aria-describedby={complete ? undefined : reasonId}
              onClick={() => publishing.mutate(true)}
            >
              {t('profileEditor.completeness.publish')}
            </Button>
          )}
          {profile.published && profile.slug && (
            <Anchor component={Link} to={`/professionals/${profile.slug}`} size="sm">
              {t('profileEditor.completeness.view')}
            </Anchor>
          )}
        </Group>
        {!complete && !profile.published && (
          <Text size="xs" c="dimmed" id={reasonId}>
            {t('profileEditor.completeness.publishDisabled')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

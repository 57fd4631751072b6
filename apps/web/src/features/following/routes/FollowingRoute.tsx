import type { TFollowedProfessional } from '@fitmarket/core/api/following';
import { professionalPath } from '@fitmarket/core/links';
import { formatMediumDate } from '@fitmarket/core/rules/dates';
import { Avatar } from '@fitmarket/ui/Avatar';
import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { DoneAlert } from '@fitmarket/ui/DoneAlert';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import { useFollowing, useUnfollow } from '../api/following';

/** Route account.following (/account/following, auth): whom the user follows, with unfollow. */
export function FollowingRoute() {
  const ready = useSectionTexts('following');
  const { t } = useTranslation();
  if (!ready) return <PageLoader label={t('common.loading')} />;
  return <FollowingPage />;
}

function FollowingPage() {
  const { t } = useTranslation();
  usePageTitle(t('following.pageTitle'));
  const [page, setPage] = useState(1);
  const following = useFollowing(page);
  const unfollow = useUnfollow();
  const [asked, setAsked] = useState<TFollowedProfessional | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (following.isPending) return <PageLoader label={t('following.loading')} />;
  if (following.isError) {
    return (
      <LoadFailed
        title={t('following.loading')}
        error={following.error}
        onRetry={() => void following.refetch()}
        retrying={following.isFetching}
      />
    );
  }
  const { data: professionals, meta } = following.data;
  const nameOf = (professional: TFollowedProfessional) =>
    `${professional.first_name} ${professional.last_name}`;

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('following.title')}
          </Title>
          <Text c="dimmed">{t('following.lead')}</Text>
        </Stack>
        {done && (
          <DoneAlert onClose={() => setDone(null)}>
            {t('following.unfollowed', { name: done })}
          </DoneAlert>
        )}
        {unfollow.isError && <ErrorAlerts errors={errorsOf(unfollow.error)} />}
        {professionals.length === 0 ? (
          <Stack gap="sm" align="flex-start" data-testid="following-empty">
            <Text>{t('following.empty')}</Text>
            <Button component={Link} to="/" variant="light">
              {t('following.findProfessionals')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {professionals.map((professional) => (
              <FollowedCard
                key={professional.id}
                professional={professional}
                onUnfollow={() => setAsked(professional)}
              />
            ))}
          </Stack>
        )}
        {meta.pagination.last_page > 1 && (
          <Pagination
            total={meta.pagination.last_page}
            value={page}
            onChange={setPage}
            aria-label={t('following.pagination')}
          />
        )}
      </Stack>
      <ConfirmModal
        opened={asked !== null}
        title={t('following.confirmTitle')}
        message={asked ? t('following.confirmMessage', { name: nameOf(asked) }) : ''}
        confirmLabel={t('following.confirm')}
        cancelLabel={t('following.cancel')}
        loading={unfollow.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          unfollow.mutate(asked.slug, {
            onSuccess: () => setDone(nameOf(asked)),
            onSettled: () => setAsked(null),
          });
        }}
      />
    </Container>
  );
}

function FollowedCard({
  professional,
  onUnfollow,
}: {
  professional: TFollowedProfessional;
  onUnfollow: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = `${professional.first_name} ${professional.last_name}`;
  const since = formatMediumDate(professional.followed_at, language);
  return (
    <Card component="li" withBorder padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group wrap="nowrap" gap="md" miw={0}>
          <Avatar name={name} image={professional.image} size="lg" />
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={professionalPath(professional.slug, language)} fw={600}>
              {name}
            </Anchor>
            {professional.specialities.length > 0 && (
              <Text size="sm" c="dimmed">
                {professional.specialities.join(', ')}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('following.followingSince', { date: since })}
            </Text>
          </Stack>
        </Group>
        <Button
          variant="default"
          onClick={onUnfollow}
          aria-label={t('following.unfollowLabel', { name })}
        >
          {t('following.unfollow')}
        </Button>
      </Group>
    </Card>
  );
}

import type { TAdminUser } from '@fitmarket/core/api/admin-users';
import { truncate } from '@fitmarket/core/rules/text';
import { Avatar } from '@fitmarket/ui/Avatar';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ActionErrors,
  BlockControl,
  BlockReason,
  MembershipControl,
} from '../../../components/user-actions/components/ActionControls';
import type { UserActions } from '../../../components/user-actions/useUserActions';
import { formatDateTime } from '../../../lib/formatDateTime';
import { publicProfileUrl } from '../../../lib/marketplace';
import { ResetTwoFactorControl } from './ResetTwoFactorControl';

export interface UserCardProps {
  user: TAdminUser;
  actions: UserActions;
}

/** SPEC §2 back-office 2: one user as the users page lists them. */
export function UserCard({ user, actions }: UserCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = useId();
  const professional = user.role === 'professional';
  const date = (iso: string | null) =>
    iso ? formatDateTime(iso, language) : t('backofficeUsers.card.never');

  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={nameId}
      data-testid="user-card"
      data-user-id={user.id}
    >
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Avatar name={user.name} image={user.image} size="lg" />
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Title order={2} size="h4" id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {user.name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <Group gap={6}>
              <Badge variant="outline" tt="none">
                {t(`backofficeUsers.roles.${user.role}`)}
              </Badge>
              {user.blocked && (
                <Badge color="red" variant="filled" tt="none" data-testid="blocked-badge">
                  {t('backofficeUsers.card.blocked')}
                </Badge>
              )}
              {professional && (
                <Badge
                  color={user.published ? 'teal' : 'gray'}
                  variant="light"
                  tt="none"
                  data-testid="published-status"
                >
                  {user.published
                    ? t('backofficeUsers.card.published')
                    : t('backofficeUsers.card.unpublished')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>

        <Text size="sm" c={user.description ? undefined : 'dimmed'}>
          {user.description ? truncate(user.description) : t('backofficeUsers.card.noDescription')}
        </Text>
        {user.blocked && <BlockReason reason={user.block_reason} />}

        <MembershipControl target={user} actions={actions} />

        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('backofficeUsers.card.registered')}: {date(user.created_at)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('backofficeUsers.card.updated')}: {date(user.updated_at)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('backofficeUsers.card.lastLogin')}: {date(user.last_login)}
          </Text>
        </Stack>

        <ResetTwoFactorControl target={user} />
        <ActionErrors target={user} actions={actions} />

        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <Anchor
              component={Link}
              to={`/dashboard/users/${user.id}/history`}
              state={{ name: user.name }}
              size="sm"
              aria-label={t('backofficeUsers.card.historyLabel', { name: user.name })}
            >
              {t('backofficeUsers.card.history')}
            </Anchor>
            <Anchor
              component={Link}
              to={`/dashboard/users/${user.id}/bookings`}
              state={{ name: user.name }}
              size="sm"
              aria-label={t('backofficeUsers.card.bookingsLabel', { name: user.name })}
            >
              {t('backofficeUsers.card.bookings')}
            </Anchor>
            {professional && user.slug && (
              <Anchor
                href={publicProfileUrl(user.slug, language)}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                data-testid="public-profile-link"
              >
                {t('backofficeUsers.card.publicProfile')}{' '}
                <Text span size="xs" c="dimmed">
                  {t('backofficeUsers.card.opensInNewTab')}
                </Text>
              </Anchor>
            )}
          </Group>
          <BlockControl target={user} actions={actions} />
        </Group>
      </Stack>
    </Card>
  );
}

import { fixedMembership } from '@fitmarket/core/rules/membership';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentStaff } from '../../../lib/currentStaff';
import { membershipName } from '../membershipName';
import type { ActionTarget } from '../types';
import type { UserActions } from '../useUserActions';

interface ControlProps {
  target: ActionTarget;
  actions: UserActions;
}

/**
 * The membership with its Change button, or why it cannot change (a tester's lifetime
 * membership, a staff account: core's `fixedMembership`).
 */
export function MembershipControl({ target, actions }: ControlProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fixed = fixedMembership(target);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">
        {t('backofficeUsers.card.membership')}:{' '}
        <Text span fw={600} data-testid="membership">
          {membershipName(target.membership_id, language)}
        </Text>
      </Text>
      {fixed ? (
        <Text size="sm" c="dimmed" data-testid="membership-fixed">
          {t(`backofficeUsers.card.fixedMembership_${fixed}`)}
        </Text>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => actions.open('promote', target)}
          aria-label={t('backofficeUsers.card.changeLabel', { name: target.name })}
        >
          {t('backofficeUsers.card.change')}
        </Button>
      )}
    </Group>
  );
}

/** Block, or Activate when blocked; neither for an owner nor for oneself (SPEC §6, issue 9). */
export function BlockControl({ target, actions }: ControlProps) {
  const { t } = useTranslation();
  const me = useCurrentStaff();
  if (target.role === 'owner' || target.id === me.id) return null;
  return target.blocked ? (
    <Button
      size="compact-sm"
      color="teal"
      onClick={() => actions.open('activate', target)}
      aria-label={t('backofficeUsers.actions.activateLabel', { name: target.name })}
    >
      {t('backofficeUsers.actions.activate')}
    </Button>
  ) : (
    <Button
      size="compact-sm"
      color="red"
      variant="light"
      onClick={() => actions.open('block', target)}
      aria-label={t('backofficeUsers.actions.blockLabel', { name: target.name })}
    >
      {t('backofficeUsers.actions.block')}
    </Button>
  );
}

/** A professional's publish status with Publish or Unpublish (SPEC §2 back-office 4). */
export function PublishControl({ target, actions }: ControlProps) {
  const { t } = useTranslation();
  const next = !target.published;
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge
        color={target.published ? 'teal' : 'gray'}
        variant="light"
        data-testid="published-status"
      >
        {target.published
          ? t('backofficeUsers.card.published')
          : t('backofficeUsers.card.unpublished')}
      </Badge>
      <Button
        size="compact-sm"
        variant="default"
        loading={actions.isPending(target.id)}
        onClick={() => actions.setPublished(target, next)}
        aria-label={t(
          next ? 'backofficeUsers.actions.publishLabel' : 'backofficeUsers.actions.unpublishLabel',
          { name: target.name },
        )}
      >
        {next ? t('backofficeUsers.actions.publish') : t('backofficeUsers.actions.unpublish')}
      </Button>
    </Group>
  );
}

/** The errors of the card's last publish or unpublish. */
export function ActionErrors({ target, actions }: ControlProps) {
  return <ErrorAlerts errors={actions.errorsFor(target.id)} />;
}

/** Why a blocked user was blocked, as staff wrote it (and the user was told). */
export function BlockReason({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }} data-testid="block-reason">
      {t('backofficeUsers.actions.blockModal.reason')}: {reason}
    </Text>
  );
}

import { ZPromoteUserSchema } from '@fitmarket/core/api/admin-users';
import { ErrorAlerts, type ShownError } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Alert, Badge, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMemberships } from '../api/memberships';
import { membershipName } from '../membershipName';
import type { ActionTarget } from '../types';

export interface PromoteModalProps {
  /** The user whose membership changes; null keeps the modal closed. */
  target: ActionTarget | null;
  pending: boolean;
  errors: readonly ShownError[];
  onSubmit: (membership: number) => void;
  onClose: () => void;
}

/** What POST /v1/admin/users/promote checks of the choice; the id is the target's. */
const membershipSchema = ZPromoteUserSchema.pick({ membership: true });

/**
 * SPEC §2 back-office 6: pick a membership, the current one highlighted (and picked to start
 * with), "Missing memberships" when the list is empty. A tester's lifetime level stays.
 */
export function PromoteModal({ target, pending, errors, onSubmit, onClose }: PromoteModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const memberships = useAdminMemberships(target !== null);
  const current = target?.membership_id ?? null;
  // The parent keys the modal by its target, so each user starts on their own level.
  const { form } = useCoreForm({
    initialValues: { membership: current === null ? '' : String(current) },
    schema: membershipSchema,
    toRequest: ({ membership }) => ({
      membership: membership === '' ? undefined : Number(membership),
    }),
  });
  const chosen = form.getValues().membership;
  const close = () => {
    if (!pending) onClose();
  };

  let body: ReactNode;
  if (memberships.isPending) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{t('backofficeUsers.actions.promoteModal.loading')}</Text>
      </Group>
    );
  } else if (memberships.isError) {
    body = <ErrorAlerts errors={errorsOf(memberships.error)} />;
  } else if (memberships.data.length === 0) {
    body = (
      <Text c="dimmed" data-testid="memberships-missing">
        {t('backofficeUsers.actions.promoteModal.missing')}
      </Text>
    );
  } else {
    body = (
      <Radio.Group
        label={t('backofficeUsers.actions.promoteModal.legend')}
        {...form.getInputProps('membership')}
      >
        <Stack gap="xs" mt="xs">
          {memberships.data.map((membership) => {
            const isCurrent = membership.id === current;
            return (
              <Radio.Card
                key={membership.id}
                value={String(membership.id)}
                p="sm"
                radius="md"
                disabled={target?.membership_lifetime}
                data-current={isCurrent || undefined}
                data-testid="membership-option"
                style={
                  isCurrent
                    ? {
                        borderColor: 'var(--mantine-primary-color-filled)',
                        background: 'var(--mantine-primary-color-light)',
                      }
                    : undefined
                }
              >
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text fw={600} style={{ flex: 1 }}>
                    {membershipName(membership.id, language)}
                  </Text>
                  {isCurrent && (
                    <Badge variant="filled" size="sm">
                      {t('backofficeUsers.actions.promoteModal.current')}
                    </Badge>
                  )}
                </Group>
              </Radio.Card>
            );
          })}
        </Stack>
      </Radio.Group>
    );
  }

  // Nothing to send while the levels load, for a lifetime level, or for the level they have.
  const canSubmit =
    memberships.isSuccess &&
    memberships.data.length > 0 &&
    !target?.membership_lifetime &&
    chosen !== String(current);

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t('backofficeUsers.actions.promoteModal.title', { name: target?.name ?? '' })}
      centered
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('backofficeUsers.actions.cancel') }}
    >
      <form onSubmit={form.onSubmit(({ membership }) => onSubmit(Number(membership)))} noValidate>
        <Stack gap="md">
          {target?.membership_lifetime && (
            <Alert color="blue" variant="light">
              {t('backofficeUsers.actions.promoteModal.lifetime')}
            </Alert>
          )}
          {body}
          <ErrorAlerts errors={errors} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('backofficeUsers.actions.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={!canSubmit}>
              {t('backofficeUsers.actions.promoteModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

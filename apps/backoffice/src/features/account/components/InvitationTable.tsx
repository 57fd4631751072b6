import type { TStaffInvitationRow } from '@fitmarket/core/api/invitations';
import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScrollRegion } from '../../../components/TableScrollRegion';
import { formatDateTime } from '../../../lib/formatDateTime';
import { useInvitations } from '../api/getInvitations';
import { useRevokeInvitation } from '../api/revokeInvitation';

/** The invitations sent so far; a pending one can be revoked after a yes/no question. */
export function InvitationTable() {
  const { t } = useTranslation();
  const language = useLanguage();
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  // The invitation asked about stays set while the modal closes, so its text does not flicker.
  const [target, setTarget] = useState<TStaffInvitationRow | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [revoked, setRevoked] = useState<string | null>(null);

  if (invitations.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{t('backofficeAccount.account.invitations.loading')}</Text>
      </Group>
    );
  }
  if (invitations.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <ErrorAlerts errors={errorsOf(invitations.error)} />
        <Button
          variant="light"
          onClick={() => void invitations.refetch()}
          loading={invitations.isFetching}
        >
          {t('common.actions.retry')}
        </Button>
      </Stack>
    );
  }

  const confirmRevoke = () => {
    if (!target) return;
    const { id, email } = target;
    setRevoked(null);
    revoke.mutate(id, {
      onSuccess: () => setRevoked(email),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Stack gap="sm">
      {revoked && (
        <Alert color="teal" variant="light" role="status">
          {t('backofficeAccount.account.invitations.revoked', { email: revoked })}
        </Alert>
      )}
      <ErrorAlerts errors={revoke.isError ? errorsOf(revoke.error) : []} />
      {invitations.data.length === 0 ? (
        <Text c="dimmed">{t('backofficeAccount.account.invitations.empty')}</Text>
      ) : (
        <TableScrollRegion
          label={t('backofficeAccount.account.invitations.listLabel')}
          minWidth={620}
        >
          <Table
            verticalSpacing="sm"
            aria-label={t('backofficeAccount.account.invitations.listLabel')}
            data-testid="invitation-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backofficeAccount.account.invitations.columns.email')}</Table.Th>
                <Table.Th>{t('backofficeAccount.account.invitations.columns.role')}</Table.Th>
                <Table.Th>{t('backofficeAccount.account.invitations.columns.sentAt')}</Table.Th>
                <Table.Th>{t('backofficeAccount.account.invitations.columns.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>
                    {t('backofficeAccount.account.invitations.columns.actions')}
                  </VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.data.map((invitation) => (
                <Table.Tr key={invitation.id} data-testid="invitation-row">
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{invitation.email}</Table.Td>
                  <Table.Td>{t(`backofficeAccount.account.roles.${invitation.role}`)}</Table.Td>
                  <Table.Td>{formatDateTime(invitation.created_at, language)}</Table.Td>
                  <Table.Td>
                    {invitation.accepted_at ? (
                      <Stack gap={2} align="flex-start">
                        <Badge color="teal" variant="light">
                          {t('backofficeAccount.account.invitations.accepted')}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(invitation.accepted_at, language)}
                        </Text>
                      </Stack>
                    ) : (
                      <Badge color="gray" variant="light">
                        {t('backofficeAccount.account.invitations.pending')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {!invitation.accepted_at && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => {
                          setTarget(invitation);
                          setConfirming(true);
                        }}
                        aria-label={t('backofficeAccount.account.invitations.revokeLabel', {
                          email: invitation.email,
                        })}
                      >
                        {t('backofficeAccount.account.invitations.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('backofficeAccount.account.invitations.confirmTitle')}
        message={t('backofficeAccount.account.invitations.confirmText', {
          email: target?.email ?? '',
        })}
        confirmLabel={t('backofficeAccount.account.invitations.yes')}
        cancelLabel={t('backofficeAccount.account.invitations.no')}
        danger
        loading={revoke.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmRevoke}
      />
    </Stack>
  );
}

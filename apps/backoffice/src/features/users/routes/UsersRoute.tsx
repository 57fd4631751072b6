import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/DashboardPage';
import { PagedList } from '../../../components/PagedList';
import { useUserActions } from '../../../components/user-actions/useUserActions';
import { useExportUsers } from '../api/exportUsers';
import { updateListedUser, useAdminUsers } from '../api/users';
import { UserCard } from '../components/UserCard';
import { UsersFilters } from '../components/UsersFilters';
import {
  changeUsersState,
  NO_FILTERS,
  parseUsersParams,
  type UsersState,
  usersQuery,
} from '../utils/usersQuery';

/**
 * Route dashboard.users (SPEC §2 back-office 2, issue 9): every user as a card, with search,
 * filters and paging in the address, the staff actions on each card, and a CSV export of the
 * filtered list.
 */
export function UsersRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseUsersParams(params), [params]);
  const users = useAdminUsers(state);
  const actions = useUserActions((user) => updateListedUser(queryClient, user));
  const exporting = useExportUsers();

  const go = (next: UsersState) => setParams(usersQuery(next));
  const change = (changes: Partial<UsersState>) => go(changeUsersState(state, changes));

  return (
    <DashboardPage title={t('backoffice.dashboard.sections.users')}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text c="dimmed">{t('backofficeUsers.users.lead')}</Text>
        <Button
          variant="default"
          onClick={() => exporting.mutate(state)}
          loading={exporting.isPending}
          data-testid="export-csv"
        >
          {t('backofficeUsers.users.exportCsv')}
        </Button>
      </Group>
      {exporting.isError && <ErrorAlerts errors={errorsOf(exporting.error)} />}

      <UsersFilters
        key={state.search}
        state={state}
        onChange={change}
        onReset={() => go(NO_FILTERS)}
      />

      {actions.status}

      <PagedList
        query={users}
        label={t('backofficeUsers.users.listLabel')}
        loading={t('backofficeUsers.users.loading')}
        empty={t('backofficeUsers.users.empty')}
        pagesLabel={t('backofficeUsers.users.pagination')}
        page={state.page}
        onPage={(page) => go({ ...state, page })}
        summary={(pagination) =>
          pagination.filtered > 0 && (
            <Text size="sm" c="dimmed" data-testid="users-count">
              {t('backofficeUsers.users.range', {
                from: pagination.from,
                to: pagination.to,
                count: pagination.filtered,
              })}
            </Text>
          )
        }
        listTestId="user-list"
        emptyTestId="users-empty"
      >
        {(user) => <UserCard key={user.id} user={user} actions={actions} />}
      </PagedList>
      {actions.modals}
    </DashboardPage>
  );
}

import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/DashboardPage';
import { PageNav } from '../../../components/PageNav';
import { useUserHistory } from '../api/users';
import { AuditEntryItem } from '../components/AuditEntryItem';

/** The name the users page passed along with the link, if it came from there. */
function nameFromState(state: unknown): string | null {
  const name = (state as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== '' ? name : null;
}

/**
 * Route dashboard.users.history (issue 9 "a user's card links to their history"): every staff
 * action on one user, newest first, paged in the address.
 */
export function UserHistoryRoute() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const id = Number(idParam);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const history = useUserHistory(id, page);
  // Passed by the users page, or named by the history itself when opened from a link.
  const name = nameFromState(location.state) ?? history.data?.meta.user.name ?? null;
  const pagination = history.data?.meta.pagination;

  return (
    <DashboardPage
      trail={[{ label: t('backoffice.dashboard.sections.users'), to: '/dashboard/users' }]}
      title={
        name
          ? t('backofficeUsers.history.title', { name })
          : t('backofficeUsers.history.fallbackTitle')
      }
    >
      <Anchor component={Link} to="/dashboard/users" size="sm">
        {t('backofficeUsers.history.back')}
      </Anchor>
      <Text c="dimmed">{t('backofficeUsers.history.lead')}</Text>
      {history.isError && <ErrorAlerts errors={errorsOf(history.error)} />}
      {history.isPending && !history.isError && (
        <PageLoader label={t('backofficeUsers.history.loading')} />
      )}
      {history.data && history.data.data.length === 0 && (
        <Text c="dimmed" data-testid="history-empty">
          {t('backofficeUsers.history.empty')}
        </Text>
      )}
      {history.data && history.data.data.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('backofficeUsers.history.listLabel')}
        >
          {history.data.data.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      {pagination && (
        <PageNav
          label={t('backofficeUsers.history.pagination')}
          total={pagination.last_page}
          value={page}
          onChange={(next) =>
            setParams(next > 1 ? { page: String(next) } : {}, { state: location.state })
          }
        />
      )}
    </DashboardPage>
  );
}

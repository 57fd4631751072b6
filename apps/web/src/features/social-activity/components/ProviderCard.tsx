import type { TSocialConnection, TSocialProvider } from '@fitmarket/core/api/social-activity';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { postDate } from '../../../components/SocialPostImage';

const STATUS_COLOURS = {
  connected: 'teal',
  token_expiring: 'yellow',
  needs_reconnect: 'red',
  error: 'orange',
} as const;

/**
 * One provider on the account page: its connection's status, account, last import and count,
 * a progress bar while the first import runs, and connect / reconnect / disconnect / default.
 */
export function ProviderCard({
  provider,
  connection,
  onConnect,
  connecting,
  onDisconnect,
  onSetDefault,
  settingDefault,
}: {
  provider: TSocialProvider;
  connection: TSocialConnection | undefined;
  onConnect: () => void;
  connecting: boolean;
  onDisconnect: () => void;
  onSetDefault: () => void;
  settingDefault: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = t(`socialActivity.providers.${provider.id}`);
  const hint =
    connection?.status === 'error' && connection.last_error === 'rate_limited'
      ? t('socialActivity.statusHint.rate_limited')
      : connection && connection.status !== 'connected'
        ? t(`socialActivity.statusHint.${connection.status}`)
        : null;

  return (
    <Card component="li" withBorder padding="md" data-testid={`provider-${provider.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h4">
              {name}
            </Title>
            {connection ? (
              <Badge
                color={STATUS_COLOURS[connection.status]}
                variant="light"
                tt="none"
                data-testid="connection-status"
              >
                {t(`socialActivity.status.${connection.status}`)}
              </Badge>
            ) : (
              provider.configured && (
                <Badge color="gray" variant="outline" tt="none">
                  {t('socialActivity.providers.notConnected')}
                </Badge>
              )
            )}
            {connection?.is_default && (
              <Badge color="grape" variant="light" tt="none" data-testid="connection-default">
                {t('socialActivity.providers.default')}
              </Badge>
            )}
          </Group>
        </Group>
        {!provider.configured && !connection && (
          <Text size="sm" c="dimmed">
            {t('socialActivity.providers.notConfigured')}
          </Text>
        )}
        {connection && (
          <Text size="sm" c="dimmed">
            {t('socialActivity.providers.account', { name: connection.account_name })} ·{' '}
            {connection.last_import_at
              ? t('socialActivity.providers.lastImport', {
                  date: postDate(connection.last_import_at, language),
                })
              : t('socialActivity.providers.neverImported')}{' '}
            · {t('socialActivity.providers.items', { count: connection.item_count })}
          </Text>
        )}
        {connection?.first_import_pending && (
          <Stack gap={4} data-testid="import-progress">
            <Progress value={100} striped animated aria-hidden="true" />
            <Text size="sm" role="status">
              {t('socialActivity.providers.importing')}
            </Text>
          </Stack>
        )}
        {hint && (
          <Text size="sm" c={connection?.status === 'needs_reconnect' ? 'red.8' : undefined}>
            {hint}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          {provider.configured && (
            <Button
              // Reconnecting is the way out of needs_reconnect; otherwise it is seldom needed.
              variant={!connection || connection.status === 'needs_reconnect' ? 'filled' : 'light'}
              onClick={onConnect}
              loading={connecting}
              aria-label={t(
                connection
                  ? 'socialActivity.providers.reconnectLabel'
                  : 'socialActivity.providers.connectLabel',
                { provider: name },
              )}
            >
              {connection
                ? t('socialActivity.providers.reconnect')
                : t('socialActivity.providers.connect')}
            </Button>
          )}
          {connection && !connection.is_default && (
            <Button
              variant="light"
              onClick={onSetDefault}
              loading={settingDefault}
              aria-label={t('socialActivity.providers.setDefaultLabel', { provider: name })}
            >
              {t('socialActivity.providers.setDefault')}
            </Button>
          )}
          {connection && (
            <Button
              variant="default"
              onClick={onDisconnect}
              aria-label={t('socialActivity.providers.disconnectLabel', { provider: name })}
            >
              {t('socialActivity.providers.disconnect')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

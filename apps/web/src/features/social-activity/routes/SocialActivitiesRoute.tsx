import type { TSocialConnection, TSocialItem } from '@fitmarket/core/api/social-activity';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '@fitmarket/core/rules/social-activity';
import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { DoneAlert } from '@fitmarket/ui/DoneAlert';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Alert, Button, Card, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import { postDate } from '../../../components/SocialPostImage';
import {
  useConnectProvider,
  useDisconnect,
  useSetDefaultConnection,
  useSocialConnections,
  useSocialItems,
  useSocialProviders,
  useSocialSuggestions,
  useUpdateSocialItem,
} from '../api/socialActivity';
import { ProviderCard } from '../components/ProviderCard';
import { SocialItemCard } from '../components/SocialItemCard';

/**
 * Route account.social-activities (/account/social-activities, auth; issue 20): the
 * professional's connected providers and imported posts. A provider's consent comes back here
 * with `?social=connected|error&provider=&error=` (docs/social-activity.md).
 */
export function SocialActivitiesRoute() {
  const ready = useSectionTexts('socialActivity');
  const { t } = useTranslation();
  if (!ready) return <PageLoader label={t('common.loading')} />;
  return <SocialActivitiesPage />;
}

function SocialActivitiesPage() {
  const { t } = useTranslation();
  usePageTitle(t('socialActivity.pageTitle'));
  const providers = useSocialProviders();
  const connections = useSocialConnections();
  const connect = useConnectProvider();
  const setDefault = useSetDefaultConnection();
  const disconnect = useDisconnect();
  const [asked, setAsked] = useState<TSocialConnection | null>(null);
  const [keepItems, setKeepItems] = useState<'remove' | 'keep'>('remove');
  const [disconnected, setDisconnected] = useState<string | null>(null);

  if (providers.isPending || connections.isPending) {
    return <PageLoader label={t('socialActivity.loading')} />;
  }
  if (providers.isError || connections.isError) {
    const failed = providers.isError ? providers : connections;
    return (
      <LoadFailed
        title={t('socialActivity.loading')}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  const providerName = (connection: TSocialConnection) =>
    t(`socialActivity.providers.${connection.provider}`);
  const mutationError = connect.error ?? setDefault.error ?? disconnect.error;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('socialActivity.title')}
        </Title>
        <Text c="dimmed">{t('socialActivity.lead')}</Text>
      </Stack>
      <CallbackNotice />
      {disconnected && (
        <DoneAlert
          closeLabel={t('socialActivity.notice.close')}
          onClose={() => setDisconnected(null)}
        >
          {t('socialActivity.disconnect.done', { provider: disconnected })}
        </DoneAlert>
      )}
      {mutationError && <ErrorAlerts errors={errorsOf(mutationError)} />}

      <Stack gap="sm" component="section" aria-labelledby="social-providers-title">
        <Title order={2} size="h3" id="social-providers-title">
          {t('socialActivity.providers.title')}
        </Title>
        {connections.data.length === 0 && (
          <Text data-testid="social-empty">{t('socialActivity.empty.noConnections')}</Text>
        )}
        <Text size="sm" c="dimmed">
          {t('socialActivity.providers.defaultHint')}
        </Text>
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {providers.data.map((provider) => {
            const connection = connections.data.find((c) => c.provider === provider.id);
            return (
              <ProviderCard
                key={provider.id}
                provider={provider}
                connection={connection}
                onConnect={() => connect.mutate(provider.id)}
                connecting={connect.isPending && connect.variables === provider.id}
                onDisconnect={() => {
                  if (!connection) return;
                  setKeepItems('remove');
                  setAsked(connection);
                }}
                onSetDefault={() => connection && setDefault.mutate(connection.id)}
                settingDefault={setDefault.isPending && setDefault.variables === connection?.id}
              />
            );
          })}
        </SimpleGrid>
      </Stack>

      <ImportedItems connected={connections.data.length > 0} />

      <ConfirmModal
        opened={asked !== null}
        title={asked ? t('socialActivity.disconnect.title', { provider: providerName(asked) }) : ''}
        message={
          asked && (
            <Stack gap="md">
              <Text>{t('socialActivity.disconnect.lead', { provider: providerName(asked) })}</Text>
              <Radio.Group
                label={t('socialActivity.disconnect.itemsLabel')}
                value={keepItems}
                onChange={(value) => setKeepItems(value === 'keep' ? 'keep' : 'remove')}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="remove" label={t('socialActivity.disconnect.remove')} />
                  <Radio value="keep" label={t('socialActivity.disconnect.keep')} />
                </Stack>
              </Radio.Group>
            </Stack>
          )
        }
        confirmLabel={t('socialActivity.disconnect.confirm')}
        cancelLabel={t('socialActivity.disconnect.cancel')}
        closeLabel={t('socialActivity.notice.close')}
        danger
        loading={disconnect.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          disconnect.mutate(
            { id: asked.id, items: keepItems },
            {
              onSuccess: () => setDisconnected(providerName(asked)),
              onSettled: () => setAsked(null),
            },
          );
        }}
      />
    </Stack>
  );
}

const isSocialProvider = (value: string | null): value is SocialProviderId =>
  SOCIAL_PROVIDERS.some((provider) => provider === value);

/** What the provider's return says (`?social=connected|error&provider=&error=`), until closed. */
function CallbackNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const social = params.get('social');
  const provider = params.get('provider');
  if ((social !== 'connected' && social !== 'error') || !isSocialProvider(provider)) return null;
  const name = t(`socialActivity.providers.${provider}`);
  const text =
    social === 'connected'
      ? t('socialActivity.notice.connected', { provider: name })
      : params.get('error') === '1306'
        ? t('socialActivity.notice.unreachable', { provider: name })
        : t('socialActivity.notice.refused', { provider: name });
  return (
    <Alert
      color={social === 'connected' ? 'green' : 'red'}
      variant="light"
      role="status"
      withCloseButton
      closeButtonLabel={t('socialActivity.notice.close')}
      onClose={() => setParams({}, { replace: true })}
      data-testid="social-notice"
    >
      {text}
    </Alert>
  );
}

/** The suggestions to feature and every imported post with its controls. */
function ImportedItems({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  const items = useSocialItems();
  const suggestions = useSocialSuggestions();
  const update = useUpdateSocialItem();
  const change = (item: TSocialItem, values: Parameters<typeof update.mutate>[0]['change']) =>
    update.mutate({ id: item.id, change: values });
  const saving = (item: TSocialItem) => update.isPending && update.variables?.id === item.id;

  if (items.isPending) return <PageLoader label={t('socialActivity.loading')} />;
  if (items.isError) {
    return (
      <LoadFailed
        title={t('socialActivity.loading')}
        error={items.error}
        onRetry={() => void items.refetch()}
        retrying={items.isFetching}
      />
    );
  }
  if (items.data.length === 0) {
    return connected ? (
      <Text data-testid="items-empty">{t('socialActivity.empty.noItems')}</Text>
    ) : null;
  }
  return (
    <>
      {update.isError && <ErrorAlerts errors={errorsOf(update.error)} />}
      {suggestions.data && suggestions.data.length > 0 && (
        <Suggestions
          items={suggestions.data}
          onFeature={(item) => change(item, { featured: true })}
          saving={saving}
        />
      )}
      <Stack gap="sm" component="section" aria-labelledby="social-items-title">
        <Title order={2} size="h3" id="social-items-title">
          {t('socialActivity.items.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('socialActivity.items.lead')}
        </Text>
        <SimpleGrid
          cols={{ base: 1, xs: 2, lg: 3 }}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('socialActivity.items.list')}
        >
          {items.data.map((item) => (
            <SocialItemCard
              key={item.id}
              item={item}
              onChange={(values) => change(item, values)}
              saving={saving(item)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}

/** SPEC §7 "suggest": the best posts not yet featured, each featured in one click. */
function Suggestions({
  items,
  onFeature,
  saving,
}: {
  items: TSocialItem[];
  onFeature: (item: TSocialItem) => void;
  saving: (item: TSocialItem) => boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="sm" component="section" aria-labelledby="social-suggestions-title">
      <Title order={2} size="h3" id="social-suggestions-title">
        {t('socialActivity.suggestions.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('socialActivity.suggestions.lead')}
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const date = postDate(item.posted_at, language);
          return (
            <Card component="li" withBorder padding="xs" key={item.id} data-testid="suggestion">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} miw={0}>
                  <Text size="sm" lineClamp={2}>
                    {item.caption || t('socialActivity.items.noCaption')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('socialActivity.items.postedOn', { date })}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  loading={saving(item)}
                  onClick={() => onFeature(item)}
                  aria-label={t('socialActivity.suggestions.featureLabel', { date })}
                >
                  {t('socialActivity.suggestions.feature')}
                </Button>
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

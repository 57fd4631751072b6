import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCalendarFeed } from '../api/bookings';

/**
 * "Add to calendar": the private address of all my bookings for calendar apps, which follow
 * every change. It is made only on request, since a new address stops the old one.
 */
export function CalendarFeed() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  return (
    <Stack gap="xs" data-testid="calendar-feed">
      <Title order={2} size="h4">
        {t('bookings.feed.title')}
      </Title>
      <Text size="sm">{t('bookings.feed.lead')}</Text>
      {feed.data ? (
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('bookings.feed.address')}
            value={feed.data.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1 }}
            data-testid="calendar-feed-url"
          />
          <CopyButton value={feed.data.url}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal' : undefined}
                onClick={copy}
              >
                {copied ? t('bookings.feed.copied') : t('bookings.feed.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      ) : null}
      <Group gap="xs">
        <Button
          variant="default"
          loading={feed.isPending}
          onClick={() => feed.mutate()}
          data-testid="calendar-feed-button"
        >
          {feed.data ? t('bookings.feed.renew') : t('bookings.feed.show')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('bookings.feed.renewNote')}
        </Text>
      </Group>
      {feed.isError && <ErrorAlerts errors={errorsOf(feed.error)} />}
    </Stack>
  );
}

import type { TPublicService } from '@fitmarket/core/api/public-profile';
import { CURRENCIES, type Currency } from '@fitmarket/core/limits';
import { formatDuration } from '@fitmarket/core/rules/durations';
import { formatPrice } from '@fitmarket/core/rules/price';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function isCurrency(value: string): value is Currency {
  return CURRENCIES.some((currency) => currency === value);
}

/**
 * The services with prices (SPEC §9 formatting), durations and each one's cancellation notice, in
 * the professional's order, then what "late" means (issue 18: the policy before the flow).
 */
export function ServicesList({ services }: { services: TPublicService[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('publicProfile.services.title')}
      </Title>
      {services.map((service) => (
        <Card key={service.id} withBorder padding="md" component="article">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Stack gap={2} miw={0} style={{ flex: 1 }}>
              {service.parent_label && (
                <Text size="xs" c="dimmed" tt="uppercase">
                  {service.parent_label}
                </Text>
              )}
              <Title order={3} size="h5">
                {service.label}
              </Title>
              <Text size="sm" c="dimmed">
                {formatDuration(service.duration_minutes, language)} ·{' '}
                {t('publicProfile.services.sessions', { count: service.sessions })}
              </Text>
              <Text size="sm" c="dimmed" data-testid="service-policy">
                {service.cancellation_notice_hours > 0
                  ? t('publicProfile.services.policy', {
                      count: service.cancellation_notice_hours,
                    })
                  : t('publicProfile.services.policyNone')}
              </Text>
            </Stack>
            {isCurrency(service.currency) && (
              <Text fw={700} size="lg" data-testid="service-price">
                {formatPrice(service.price_minor, service.currency, language)}
              </Text>
            )}
          </Group>
          {(service.discount_percent > 0 ||
            service.first_session_discount_percent > 0 ||
            service.instant_booking ||
            service.online) && (
            <Group gap={6} mt="xs">
              {service.instant_booking && (
                <Badge color="blue" variant="light" tt="none">
                  {t('publicProfile.services.instant')}
                </Badge>
              )}
              {service.online && (
                <Badge color="gray" variant="light" tt="none">
                  {t('publicProfile.services.online')}
                </Badge>
              )}
              {service.discount_percent > 0 && (
                <Badge color="teal" variant="light" tt="none">
                  {t('publicProfile.services.discount', { percent: service.discount_percent })}
                </Badge>
              )}
              {service.first_session_discount_percent > 0 && (
                <Badge color="teal" variant="light" tt="none">
                  {t('publicProfile.services.firstSessionDiscount', {
                    percent: service.first_session_discount_percent,
                  })}
                </Badge>
              )}
            </Group>
          )}
          {service.package_description && (
            <Text size="sm" mt="xs" fw={500}>
              {service.package_description}
            </Text>
          )}
          {service.description && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
              {service.description}
            </Text>
          )}
        </Card>
      ))}
      <Stack gap={2} data-testid="cancellation-policy">
        <Title order={3} size="h6">
          {t('publicProfile.services.policyTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('publicProfile.services.policyLead')}
        </Text>
      </Stack>
    </Stack>
  );
}

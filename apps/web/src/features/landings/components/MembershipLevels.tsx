import { MEMBERSHIPS } from '@fitmarket/core/limits';
import { WEB_LINKS } from '@fitmarket/core/links';
import {
  hasInsights,
  isPaidMembershipId,
  MEMBERSHIP_MONTHLY_PRICES,
  MEMBERSHIP_PERKS,
} from '@fitmarket/core/rules/membership';
import { formatPrice } from '@fitmarket/core/rules/price';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Badge, Button, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "+10 %" for a ranking weight of 1.1; the free level's weight of 1 is the baseline. */
const liftPercent = (weight: number) => Math.round((weight - 1) * 100);

/**
 * The three levels with what each gives, straight from core's MEMBERSHIP_PERKS, the one place
 * the API enforces them too, so the page cannot promise what the product does not do.
 */
export function MembershipLevels({
  current,
  canBuy = false,
}: {
  current?: number;
  /** A professional without a lifetime membership: each paid level leads to its checkout. */
  canBuy?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" data-testid="membership-levels">
      {MEMBERSHIPS.map(({ id, name }) => {
        const perks = MEMBERSHIP_PERKS[id];
        const lift = liftPercent(perks.rankingWeight);
        const isCurrent = id === current;
        const titleId = `membership-${name}`;
        return (
          <Paper
            key={id}
            component="article"
            aria-labelledby={titleId}
            withBorder
            radius="md"
            p="lg"
            data-testid={titleId}
            style={
              name === 'premium'
                ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
                : undefined
            }
          >
            <Stack gap="sm">
              <Stack gap={4}>
                <Title order={3} size="h4" id={titleId}>
                  {t(`landings.memberships.levels.${name}.name`)}
                </Title>
                {isCurrent && (
                  <Badge variant="light" style={{ alignSelf: 'flex-start' }}>
                    {t('landings.memberships.current')}
                  </Badge>
                )}
                <Text size="sm" c="dimmed">
                  {t(`landings.memberships.levels.${name}.tagline`)}
                </Text>
                <Text fw={700} data-testid={`membership-price-${name}`}>
                  {isPaidMembershipId(id)
                    ? t('landings.memberships.price', {
                        price: formatPrice(MEMBERSHIP_MONTHLY_PRICES[id].eur, 'eur', language),
                      })
                    : t('landings.memberships.freePrice')}
                </Text>
              </Stack>
              <List size="sm" spacing={6}>
                <List.Item>{t('landings.memberships.perks.profile')}</List.Item>
                <List.Item>
                  {t('landings.memberships.perks.photos', { count: perks.maxPhotos })}
                </List.Item>
                <List.Item>
                  {t('landings.memberships.perks.certificates', { count: perks.maxCertificates })}
                </List.Item>
                <List.Item>
                  {lift > 0
                    ? t('landings.memberships.perks.ranking', { percent: lift })
                    : t('landings.memberships.perks.baseRanking')}
                </List.Item>
                <List.Item>
                  {perks.badge
                    ? t('landings.memberships.perks.badge')
                    : t('landings.memberships.perks.noBadge')}
                </List.Item>
                <List.Item>
                  {hasInsights(id)
                    ? t('landings.memberships.insights')
                    : t('landings.memberships.noInsights')}
                </List.Item>
              </List>
              {canBuy && isPaidMembershipId(id) && (
                <Button
                  component={Link}
                  to={isCurrent ? WEB_LINKS.membership : `${WEB_LINKS.membership}?level=${id}`}
                  variant={name === 'premium' ? 'filled' : 'light'}
                  data-testid={`choose-${name}`}
                >
                  {isCurrent
                    ? t('landings.memberships.manage')
                    : t('landings.memberships.choose', {
                        level: t(`landings.memberships.levels.${name}.name`),
                      })}
                </Button>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

import { MEMBERSHIPS } from '@fitmarket/core/limits';
import { MEMBERSHIP_PERKS } from '@fitmarket/core/rules/membership';
import { Badge, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "+10 %" for a ranking weight of 1.1; the free level's weight of 1 is the baseline. */
const liftPercent = (weight: number) => Math.round((weight - 1) * 100);

/**
 * The three levels with what each gives, straight from core's MEMBERSHIP_PERKS, the one place
 * the API enforces them too, so the page cannot promise what the product does not do.
 */
export function MembershipLevels({ current }: { current?: number }) {
  const { t } = useTranslation();
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
              </List>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

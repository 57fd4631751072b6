import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../../lib/me';
import { LandingsPage } from '../components/LandingsPage';
import { MembershipLevels } from '../components/MembershipLevels';
import { ProfessionalCta } from '../components/ProfessionalCta';

/** Route memberships (/memberships): the three levels side by side. */
export function MembershipsRoute() {
  return <LandingsPage page="memberships">{() => <Memberships />}</LandingsPage>;
}

function Memberships() {
  const { t } = useTranslation();
  const me = useMe().data;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="sm" maw={760}>
          <Title order={1}>{t('landings.memberships.title')}</Title>
          <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }}>
            {t('landings.memberships.lead')}
          </Text>
        </Stack>
        <MembershipLevels
          current={me?.role === 'professional' ? me.membership_id : undefined}
          canBuy={me?.role === 'professional'}
        />
        <Text size="sm" c="dimmed">
          {t('landings.memberships.rankingNote')}
        </Text>
        <Group gap="xs">
          <Text>{t('landings.memberships.testerNote')}</Text>
          <Anchor component={Link} to="/testers">
            {t('landings.memberships.testerLink')}
          </Anchor>
        </Group>
        <Group>
          <ProfessionalCta size="md" />
        </Group>
      </Stack>
    </Container>
  );
}

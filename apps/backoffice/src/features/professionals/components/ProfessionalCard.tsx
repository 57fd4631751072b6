import type { TStaffProfessionalSearchResult } from '@fitmarket/core/api/search';
import { placeKey } from '@fitmarket/core/rules/map';
import { truncateAtWord } from '@fitmarket/core/rules/text';
import { Avatar } from '@fitmarket/ui/Avatar';
import { StarRating } from '@fitmarket/ui/StarRating';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ActionErrors,
  BlockControl,
  BlockReason,
  MembershipControl,
  PublishControl,
} from '../../../components/user-actions/components/ActionControls';
import type { ActionTarget } from '../../../components/user-actions/types';
import type { UserActions } from '../../../components/user-actions/useUserActions';
import { publicProfileUrl } from '../../../lib/marketplace';

export interface ProfessionalCardProps {
  result: TStaffProfessionalSearchResult;
  actions: UserActions;
  /** The pointer or the focus is on the card (its places stand out on the map), or left it. */
  onHighlight: (placeIds: string[] | null) => void;
}

/** SPEC §2 back-office 4 and §3 "Professional search result" in the back-office list. */
export function ProfessionalCard({ result, actions, onHighlight }: ProfessionalCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = useId();
  const name = `${result.first_name} ${result.last_name}`;
  const target: ActionTarget = {
    id: result.id,
    name,
    membership_id: result.membership.id,
    blocked: result.blocked,
    published: result.published,
  };
  const highlight = () =>
    onHighlight(result.locations.places.map((place) => placeKey(place.coordinates)));

  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={nameId}
      data-testid="professional-card"
      onMouseEnter={highlight}
      onMouseLeave={() => onHighlight(null)}
      onFocus={highlight}
      onBlur={() => onHighlight(null)}
    >
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Avatar name={name} image={result.image} size="lg" />
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Title order={2} size="h4" id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <StarRating rating={result.rating} count={result.rating_count} />
            {result.blocked && (
              <Badge color="red" variant="filled" tt="none" data-testid="blocked-badge">
                {t('backofficeUsers.card.blocked')}
              </Badge>
            )}
          </Stack>
        </Group>
        {result.description && <Text size="sm">{truncateAtWord(result.description)}</Text>}
        {result.blocked && <BlockReason reason={result.block_reason} />}
        {result.specialities.length > 0 && (
          <Group gap={6}>
            {result.specialities.map((speciality) => (
              <Badge key={speciality.id} variant="outline" tt="none" fw={500}>
                {speciality.label}
              </Badge>
            ))}
          </Group>
        )}
        <Stack gap={6} mt="auto">
          <PublishControl target={target} actions={actions} />
          <MembershipControl target={target} actions={actions} />
          <ActionErrors target={target} actions={actions} />
          <Group gap="sm" justify="space-between">
            <Button
              component="a"
              href={publicProfileUrl(result.slug, language)}
              target="_blank"
              rel="noopener noreferrer"
              size="compact-sm"
              variant="light"
              aria-label={t('backofficeUsers.professionals.card.viewLabel', { name })}
            >
              {t('backofficeUsers.professionals.card.view')}
            </Button>
            <Button
              component={Link}
              to={`/dashboard/users/${result.id}/bookings`}
              state={{ name }}
              size="compact-sm"
              variant="subtle"
              aria-label={t('backofficeUsers.card.bookingsLabel', { name })}
            >
              {t('backofficeUsers.card.bookings')}
            </Button>
            <BlockControl target={target} actions={actions} />
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}

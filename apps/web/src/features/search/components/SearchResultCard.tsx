import type { TProfessionalSearchResult } from '@fitmarket/core/api/search';
import { professionalPath } from '@fitmarket/core/links';
import { placeKey } from '@fitmarket/core/rules/map';
import { formatNumber } from '@fitmarket/core/rules/number-format';
import { formatPrice, isCurrency } from '@fitmarket/core/rules/price';
import { truncateAtWord } from '@fitmarket/core/rules/text';
import { Avatar } from '@fitmarket/ui/Avatar';
import { StarRating } from '@fitmarket/ui/StarRating';
import { SponsoredLabel, type SponsoredReason } from '@fitmarket/ui/sponsored/SponsoredLabel';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../landing/components/ProfessionalCard.css';

export interface SearchResultCardProps {
  result: TProfessionalSearchResult;
  /** The pointer or the focus is on the card (its places stand out on the map), or left it. */
  onHighlight: (placeIds: string[] | null) => void;
  /** A paid first place: labelled, with on whose behalf and why (issue 19). */
  sponsored?: SponsoredReason;
}

/** SPEC §3 "Professional search result" as the results list shows it. */
export function SearchResultCard({ result, onHighlight, sponsored }: SearchResultCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = useId();
  const name = `${result.first_name} ${result.last_name}`;
  const price = result.price_from;
  const highlight = () =>
    onHighlight(result.locations.places.map((place) => placeKey(place.coordinates)));
  const distance =
    result.distance_km === null
      ? null
      : formatNumber(result.distance_km, language, { maximumFractionDigits: 1 });
  return (
    <Card
      withBorder
      padding="md"
      role="article"
      aria-labelledby={nameId}
      pos="relative"
      className="fm-card-link"
      data-testid={sponsored ? 'search-result-sponsored' : 'search-result'}
      style={sponsored ? { borderColor: 'var(--mantine-color-yellow-5)' } : undefined}
      onMouseEnter={highlight}
      onMouseLeave={() => onHighlight(null)}
      onFocus={highlight}
      onBlur={() => onHighlight(null)}
    >
      {sponsored && (
        // Above the card's link overlay, so its own link can be followed.
        <div style={{ position: 'relative', zIndex: 1, marginBottom: 8 }}>
          <SponsoredLabel reason={sponsored} />
        </div>
      )}
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar name={name} image={result.image} size="lg" loading="lazy" />
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs" align="baseline">
            <Title order={2} size="h4" id={nameId}>
              {/* The name is the link; its ::after covers the card, so the whole card opens it. */}
              <Anchor
                component={Link}
                to={professionalPath(result.slug, language)}
                c="inherit"
                className="fm-card-link-target"
              >
                {name}
              </Anchor>
            </Title>
            {price && isCurrency(price.currency) && (
              <Text fw={700} size="sm" data-testid="price-from">
                {t('search.card.priceFrom', {
                  price: formatPrice(price.amount_minor, price.currency, language),
                })}
              </Text>
            )}
          </Group>
          <Group gap="md">
            <StarRating rating={result.rating} count={result.rating_count} />
            {distance !== null && (
              <Text size="sm" c="dimmed" data-testid="distance">
                {t('search.card.distance', { distance })}
              </Text>
            )}
          </Group>
          {result.specialities.length > 0 && (
            <Group gap={6}>
              {result.specialities.map((speciality) => (
                <Badge key={speciality.id} variant="outline" tt="none" fw={500}>
                  {speciality.label}
                </Badge>
              ))}
            </Group>
          )}
          {result.description && <Text size="sm">{truncateAtWord(result.description)}</Text>}
          {result.matches.length > 0 && (
            <Text size="xs" c="dimmed" data-testid="matches">
              {t('search.card.matched', {
                fields: result.matches.map((field) => t(`search.card.matches.${field}`)).join(', '),
              })}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

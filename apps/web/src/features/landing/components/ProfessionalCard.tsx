import './ProfessionalCard.css';
import type { TProfessionalCard } from '@fitmarket/core/api/landing';
import { professionalPath } from '@fitmarket/core/links';
import { formatPrice, isCurrency } from '@fitmarket/core/rules/price';
import { truncateAtWord } from '@fitmarket/core/rules/text';
import { Avatar } from '@fitmarket/ui/Avatar';
import { StarRating } from '@fitmarket/ui/StarRating';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A professional on the landing page (loaded with the data, see LandingRoute). */
export function ProfessionalCard({ professional }: { professional: TProfessionalCard }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = useId();
  const name = `${professional.first_name} ${professional.last_name}`;
  const price = professional.price_from;
  return (
    <Card
      withBorder
      padding="lg"
      role="article"
      aria-labelledby={nameId}
      h="100%"
      pos="relative"
      className="fm-card-link"
    >
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" gap="md">
          <Avatar name={name} image={professional.image} size="lg" />
          <Stack gap={2} miw={0}>
            <Title order={3} size="h4" id={nameId}>
              {/* The name is the link; its ::after covers the card, so the whole card opens it. */}
              <Anchor
                component={Link}
                to={professionalPath(professional.slug, language)}
                c="inherit"
                className="fm-card-link-target"
              >
                {name}
              </Anchor>
            </Title>
            {professional.city && (
              <Text size="sm" c="dimmed">
                {professional.city}
              </Text>
            )}
          </Stack>
        </Group>
        {professional.specialities.length > 0 && (
          <Group gap={6}>
            {professional.specialities.map((speciality) => (
              <Badge key={speciality.id} variant="outline" tt="none" fw={500}>
                {speciality.label}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="sm" style={{ flex: 1 }}>
          {truncateAtWord(professional.description)}
        </Text>
        <Group justify="space-between" align="center" gap="xs">
          <StarRating rating={professional.rating} count={professional.rating_count} />
          {price && isCurrency(price.currency) && (
            <Text fw={700} data-testid="price-from">
              {t('web.landing.professionals.priceFrom', {
                price: formatPrice(price.amount_minor, price.currency, language),
              })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

import type { TPublicSocialItem } from '@fitmarket/core/api/social-activity';
import type { Language } from '@fitmarket/core/language';
import { type DateZone, formatMediumDate } from '@fitmarket/core/rules/dates';
import { AspectRatio, Badge, Box, Group, Image } from '@mantine/core';

/** An imported post's date as both the account page and the Social tab show it. */
export function postDate(iso: string, language: Language, zone: DateZone = 'local'): string {
  return formatMediumDate(iso, language, zone);
}

/**
 * A post's first picture (our own copy; a video shows its thumbnail), square, with the marks of
 * a video or of a carousel's other pictures. The caption beside it says what it is, so the
 * picture itself is decorative; a post without media shows nothing.
 */
export function SocialPostImage({
  media,
  videoLabel,
  carouselLabel,
}: {
  media: TPublicSocialItem['media'];
  videoLabel: string;
  carouselLabel: (count: number) => string;
}) {
  const first = media[0];
  if (!first) return null;
  return (
    <Box pos="relative">
      <AspectRatio ratio={1}>
        <Image src={first.url} alt="" fit="cover" loading="lazy" />
      </AspectRatio>
      <Group gap={4} pos="absolute" top={8} right={8}>
        {first.video && (
          <Badge color="dark" variant="filled" tt="none">
            {videoLabel}
          </Badge>
        )}
        {media.length > 1 && (
          <Badge color="dark" variant="filled" tt="none">
            {carouselLabel(media.length)}
          </Badge>
        )}
      </Group>
    </Box>
  );
}

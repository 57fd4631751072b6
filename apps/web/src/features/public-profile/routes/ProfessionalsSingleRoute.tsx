import type { TPublicProfile } from '@fitmarket/core/api/public-profile';
import type { Language } from '@fitmarket/core/language';
import { professionalPath } from '@fitmarket/core/links';
import { type ProfileTab, profileTabOf, profileTabSearch } from '@fitmarket/core/profile-tab';
import { spokenLanguageName } from '@fitmarket/core/spoken-languages';
import { Avatar } from '@fitmarket/ui/Avatar';
import { HydrateApart } from '@fitmarket/ui/HydrateApart';
import { PlacesMap } from '@fitmarket/ui/Map';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { WITHIN_PAGE_STATE } from '@fitmarket/ui/ScrollToTop';
import { StarRating } from '@fitmarket/ui/StarRating';
import { useHydrated } from '@fitmarket/ui/useHydrated';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Image,
  List,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ProfileLoadFailed } from '../../../components/LoadFailed';
import { useLanguageOfAddress } from '../../../lib/languageOfAddress';
import { useMe } from '../../../lib/me';
import { useProfessional } from '../../../lib/professionals';
import { ContactButton } from '../components/ContactButton';
import { FollowButton } from '../components/FollowButton';
import { HeaderVideo } from '../components/HeaderVideo';
import { PhotoGallery } from '../components/PhotoGallery';
import { ProfileAd } from '../components/ProfileAd';
import { ReviewsList } from '../components/ReviewsList';
import { ServicesList } from '../components/ServicesList';
import { SocialTab } from '../components/SocialTab';

/** Routes ProfessionalsSingle.en and ProfessionalsSingle.fi: a professional's public page. */
export function ProfessionalsSingleRoute({ lang }: { lang: Language }) {
  const { slug = '' } = useParams();
  // The other language's address shows the same tab.
  const { search } = useLocation();
  useLanguageOfAddress(lang, (language) => professionalPath(slug, language) + search);
  const ready = useSectionTexts('publicProfile');
  const profile = useProfessional(slug, lang);
  const { t } = useTranslation();

  if (!ready) return <PageLoader label={t('common.loading')} />;
  if (profile.isPending) return <PageLoader label={t('publicProfile.loading')} />;
  if (profile.isError) {
    return (
      <ProfileLoadFailed
        title={t('publicProfile.loadFailed')}
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return <ProfilePage profile={profile.data} />;
}

function ProfilePage({ profile }: { profile: TPublicProfile }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const name = `${profile.first_name} ${profile.last_name}`;
  usePageTitle(name);
  const own = me?.id === profile.id;
  const tabLink = useTabLinks();
  const tab = profileTabOf(new URLSearchParams(useLocation().search));

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        {(!profile.published || profile.blocked) && (
          <Alert color="yellow" variant="light" data-testid="hidden-profile">
            {profile.blocked
              ? t('publicProfile.hidden.blocked')
              : t('publicProfile.hidden.unpublished')}
          </Alert>
        )}
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Avatar name={name} image={profile.image} size={120} />
          <Stack gap={6} style={{ flex: 1 }} miw={220}>
            <Group gap="sm" align="center">
              <Title order={1} size="h2">
                {name}
              </Title>
              {profile.membership_badge && (
                <Badge color="yellow" variant="filled" tt="none">
                  {t('publicProfile.premium')}
                </Badge>
              )}
            </Group>
            {profile.specialities.length > 0 && (
              <Group gap={6}>
                {profile.specialities.map((speciality) => (
                  <Badge key={speciality.id} variant="outline" tt="none" fw={500}>
                    {speciality.label}
                  </Badge>
                ))}
              </Group>
            )}
            <Group gap="md">
              <StarRating rating={profile.rating} count={profile.rating_count} />
              <Text size="sm" c="dimmed" data-testid="follower-count">
                {t('publicProfile.followers', { count: profile.follower_count })}
              </Text>
            </Group>
            {profile.description && <Text>{profile.description}</Text>}
          </Stack>
          <Stack gap="xs" w={{ base: '100%', xs: 'auto' }}>
            {own ? (
              <Text size="sm" c="dimmed" maw={220}>
                {t('publicProfile.ownProfile')}
              </Text>
            ) : (
              <>
                {profile.published && !profile.blocked && (
                  <Button component={Link} to={`/book/${profile.slug}`} data-testid="book-button">
                    {t('publicProfile.book')}
                  </Button>
                )}
                <FollowButton profile={profile} />
                <ContactButton professionalId={profile.id} />
              </>
            )}
          </Stack>
        </Group>

        {profile.header_video_embed_url && (
          <HeaderVideo url={profile.header_video_embed_url} name={name} />
        )}

        <Tabs value={tab} keepMounted={false}>
          <Tabs.List aria-label={t('publicProfile.tabs.label')}>
            <Tabs.Tab value="main" {...tabLink('main')}>
              {t('publicProfile.tabs.main')}
            </Tabs.Tab>
            <Tabs.Tab value="social" {...tabLink('social')}>
              {t('publicProfile.tabs.social')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="main" pt="lg">
            <MainInfo profile={profile} name={name} own={own} />
          </Tabs.Panel>
          <Tabs.Panel value="social" pt="lg">
            <SocialTab slug={profile.slug} name={name} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

/**
 * The tabs' props that make each a link to its address (the Social tab's `?tab=social`), keeping
 * the ARIA tab semantics Mantine gives them. The server renders the tab the address names, so a
 * tap before the app runs, or without JavaScript, loads that tab's page. Once the app runs, the
 * router switches the tab in place: the address is replaced (Back leaves the profile rather than
 * stepping through its tabs) and the page keeps its scroll.
 */
function useTabLinks() {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const params = new URLSearchParams(search);
  return (value: ProfileTab) => ({
    component: 'a',
    renderRoot: (props: Record<string, unknown>) => (
      <Link
        {...props}
        to={{ pathname, search: profileTabSearch(params, value) }}
        replace
        preventScrollReset
        state={WITHIN_PAGE_STATE}
      />
    ),
    // Until the app runs, the arrow keys do nothing: both tabs are in the Tab order; then
    // Mantine's roving focus (the selected tab, arrows between them).
    tabIndex: hydrated ? undefined : 0,
    // A tab is chosen with Space too (a link only follows Enter).
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      event.currentTarget.click();
    },
  });
}

function MainInfo({ profile, name, own }: { profile: TPublicProfile; name: string; own: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const places = profile.locations.map((location) => ({
    id: String(location.id),
    lat: location.lat,
    lon: location.lon,
    title: location.formatted,
  }));
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xl">
          {profile.long_description && (
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t('publicProfile.about')}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{profile.long_description}</Text>
            </Stack>
          )}
          <HydrateApart>
            {profile.services.length > 0 && <ServicesList services={profile.services} />}
          </HydrateApart>
          <HydrateApart>
            {profile.certificates.length > 0 && (
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {t('publicProfile.certificates.title')}
                </Title>
                {profile.certificates.map((certificate) => (
                  <Card key={certificate.id} withBorder padding="sm">
                    <Group wrap="nowrap" gap="md">
                      {certificate.image && (
                        <Anchor href={certificate.image} target="_blank" rel="noopener">
                          <Image
                            src={certificate.image}
                            alt={t('publicProfile.certificates.image', {
                              title: certificate.title,
                            })}
                            w={64}
                            h={64}
                            radius="sm"
                            fit="cover"
                            loading="lazy"
                          />
                        </Anchor>
                      )}
                      <Stack gap={0}>
                        <Text fw={600}>{certificate.title}</Text>
                        {certificate.id_number && (
                          <Text size="sm" c="dimmed">
                            {t('publicProfile.certificates.idNumber', {
                              id: certificate.id_number,
                            })}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                  </Card>
                ))}
              </Stack>
            )}
          </HydrateApart>
          <HydrateApart>
            {profile.photos.length > 0 && <PhotoGallery photos={profile.photos} />}
          </HydrateApart>
          <ReviewsList
            slug={profile.slug}
            name={name}
            rating={profile.rating}
            count={profile.rating_count}
            own={own}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="xl">
          <ProfileAd slug={profile.slug} />
          {(profile.locations.length > 0 || profile.flexible) && (
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('publicProfile.locations.title')}
              </Title>
              {places.length > 0 && (
                <PlacesMap
                  places={places}
                  height={240}
                  ariaLabel={t('publicProfile.locations.map', { name })}
                />
              )}
              <List size="sm" spacing={4}>
                {profile.locations.map((location) => (
                  <List.Item key={location.id}>{location.formatted}</List.Item>
                ))}
              </List>
              {profile.flexible && (
                <Badge variant="light" color="grape" tt="none">
                  {t('publicProfile.locations.flexible')}
                </Badge>
              )}
            </Stack>
          )}
          {profile.languages.length > 0 && (
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t('publicProfile.languages')}
              </Title>
              <Text>
                {profile.languages.map((code) => spokenLanguageName(code, language)).join(', ')}
              </Text>
            </Stack>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

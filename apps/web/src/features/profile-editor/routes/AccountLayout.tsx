import { WEB_LINKS } from '@fitmarket/core/links';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Badge, Box, Container, Grid, NativeSelect, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { usePendingCount } from '../../../lib/bookingQueries';
import { useMe } from '../../../lib/me';
import { PROFILE_SECTIONS, SECTION_PATHS } from '../sections';

/**
 * The account area (SPEC §2 account): a navigation between its sections beside the open one, a
 * side list on wide screens and a select on phones. The profile sections are a professional's;
 * settings, following and the bookings history are everyone's.
 */
export function AccountLayout() {
  const { t } = useTranslation();
  const ready = useSectionTexts('profileEditor');
  const me = useMe().data;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const professional = me?.role === 'professional';
  const pending = usePendingCount(professional);
  if (!ready || !me) return <PageLoader label={t('common.loading')} />;

  const items: { path: string; label: string; badge?: string }[] = [
    ...(professional
      ? [
          ...PROFILE_SECTIONS.map((section) => ({
            path: SECTION_PATHS[section],
            label: t(`profileEditor.nav.${section}`),
          })),
          {
            path: WEB_LINKS.bookings,
            label: t('profileEditor.nav.bookings'),
            badge: pending > 0 ? t('profileEditor.nav.pending', { count: pending }) : undefined,
          },
          { path: '/account/availability', label: t('profileEditor.nav.availability') },
          { path: WEB_LINKS.marketing, label: t('profileEditor.nav.marketing') },
          {
            path: WEB_LINKS.socialActivities,
            label: t('profileEditor.nav.socialActivities'),
          },
          { path: WEB_LINKS.membership, label: t('profileEditor.nav.membership') },
        ]
      : []),
    { path: '/account/settings', label: t('profileEditor.nav.settings') },
    { path: '/account/following', label: t('profileEditor.nav.following') },
    { path: '/account/bookings-history', label: t('profileEditor.nav.bookingsHistory') },
    { path: WEB_LINKS.receipts, label: t('profileEditor.nav.receipts') },
  ];

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Box hiddenFrom="sm">
            <NativeSelect
              label={t('profileEditor.nav.select')}
              data={items.map(({ path, label, badge }) => ({
                value: path,
                label: badge ? `${label} (${badge})` : label,
              }))}
              value={items.some(({ path }) => path === pathname) ? pathname : undefined}
              onChange={(event) => void navigate(event.currentTarget.value)}
              data-testid="account-nav-select"
            />
          </Box>
          <Box
            component="nav"
            aria-label={t('profileEditor.nav.label')}
            visibleFrom="sm"
            data-testid="account-nav"
          >
            <Stack gap={2}>
              {items.map(({ path, label, badge }) => (
                <NavLink
                  key={path}
                  component={Link}
                  to={path}
                  label={label}
                  rightSection={
                    badge && (
                      <Badge size="sm" color="orange" data-testid="pending-badge">
                        {badge}
                      </Badge>
                    )
                  }
                  active={pathname === path}
                  aria-current={pathname === path ? 'page' : undefined}
                />
              ))}
            </Stack>
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

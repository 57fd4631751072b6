import { LanguageSwitcher } from '@fitmarket/ui/LanguageSwitcher';
import { ScrollToTop } from '@fitmarket/ui/ScrollToTop';
import {
  Anchor,
  AppShell,
  Box,
  Burger,
  Container,
  Drawer,
  Group,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Footer } from '../../../components/Footer';
import { DashboardNav } from './DashboardNav';
import { SessionActions } from './SessionActions';

const HEADER_HEIGHT = 64;
const NAVBAR_WIDTH = 250;

/**
 * The dashboard shell (SPEC §2): a header with the logo, who is signed in, Account and Sign
 * out; the sections in a side bar, or on small screens in a menu behind the burger.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={0}
    >
      <ScrollToTop />
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('backoffice.dashboard.openMenu')}
              aria-expanded={menuOpened}
            />
            <Logo />
          </Group>
          <Group gap="md" wrap="nowrap" visibleFrom="sm">
            <SessionActions layout="row" />
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>

      {/* Hidden (not only moved away) on small screens, so the links are not there twice. */}
      <AppShell.Navbar p="md" visibleFrom="sm" aria-label={t('backoffice.dashboard.navLabel')}>
        <DashboardNav />
      </AppShell.Navbar>

      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        title={t('backoffice.dashboard.menuTitle')}
        size="min(320px, 85%)"
        data-testid="dashboard-menu"
      >
        <Stack gap="lg">
          <Box component="nav" aria-label={t('backoffice.dashboard.navLabel')}>
            <DashboardNav onNavigate={menu.close} />
          </Box>
          <SessionActions layout="stack" onNavigate={menu.close} />
          <LanguageSwitcher />
        </Stack>
      </Drawer>

      <AppShell.Main>
        <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
          <Outlet />
        </Container>
      </AppShell.Main>
      <Box
        component="footer"
        py="xl"
        bg="gray.0"
        style={{
          borderTop: '1px solid var(--mantine-color-default-border)',
          // Beside the side bar, as the main area is.
          paddingInlineStart: 'var(--app-shell-navbar-offset, 0rem)',
        }}
      >
        <Container size="lg">
          <Footer />
        </Container>
      </Box>
    </AppShell>
  );
}

/** The product mark and name; it leads to the dashboard home. */
function Logo() {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to="/dashboard"
      underline="never"
      aria-label={t('backoffice.dashboard.logo')}
      data-testid="dashboard-logo"
    >
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size="lg" radius="md" aria-hidden>
          <Text fw={800} c="white">
            F
          </Text>
        </ThemeIcon>
        <Text fw={800} fz="lg" c="var(--mantine-primary-color-9)">
          {t('backoffice.appName')}
        </Text>
      </Group>
    </Anchor>
  );
}

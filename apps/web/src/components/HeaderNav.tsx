import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { MARKETING_LINKS } from './SiteFooter';

/** The marketing pages in the header (wide screens; SiteLayout hides it on phones). */
export function HeaderNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('web.footer.headerNavLabel')} gap="lg" justify="center">
      {MARKETING_LINKS.map(({ to, label }) => (
        <Anchor
          key={to}
          component={NavLink}
          to={to}
          size="sm"
          c="dimmed"
          // NavLink marks the page shown for screen readers (aria-current); bold shows it.
          fw={pathname === to ? 700 : 500}
        >
          {t(label)}
        </Anchor>
      ))}
    </Group>
  );
}

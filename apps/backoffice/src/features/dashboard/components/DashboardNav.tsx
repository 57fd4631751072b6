import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DASHBOARD_SECTIONS } from '../sections';

export interface DashboardNavProps {
  /** The mobile menu closes when a section is chosen. */
  onNavigate?: () => void;
}

/**
 * Links to the dashboard's sections; the one shown is marked as the current page. The caller
 * gives the landmark (the side bar is a nav of its own, the mobile menu wraps it in one).
 */
export function DashboardNav({ onNavigate }: DashboardNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap={4}>
      {DASHBOARD_SECTIONS.map(({ path, label }) => {
        const to = `/dashboard/${path}`;
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <NavLink
            key={path}
            component={Link}
            to={to}
            label={t(`backoffice.dashboard.sections.${label}`)}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
}

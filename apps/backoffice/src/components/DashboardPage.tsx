import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface DashboardPageProps {
  /** The page's name: its tab title and last breadcrumb, and its heading unless one is given. */
  title: string;
  heading?: string;
  /** The dashboard home is the breadcrumb trail's only step. */
  home?: boolean;
  /** The pages between Home and this one (a user's history: All users). */
  trail?: readonly { label: string; to: string }[];
  children: ReactNode;
}

/** A dashboard page: breadcrumb trail from Home, heading, tab title, content. */
export function DashboardPage({
  title,
  heading,
  home = false,
  trail = [],
  children,
}: DashboardPageProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <nav aria-label={t('backoffice.dashboard.breadcrumbLabel')}>
        <Breadcrumbs>
          {!home && (
            <Anchor component={Link} to="/dashboard" size="sm">
              {t('backoffice.dashboard.home')}
            </Anchor>
          )}
          {trail.map((step) => (
            <Anchor component={Link} to={step.to} size="sm" key={step.to}>
              {step.label}
            </Anchor>
          ))}
          <Text size="sm" c="dimmed" aria-current="page">
            {title}
          </Text>
        </Breadcrumbs>
      </nav>
      <Title order={1}>{heading ?? title}</Title>
      {children}
    </Stack>
  );
}

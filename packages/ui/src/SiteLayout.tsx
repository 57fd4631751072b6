import type { Language } from '@fitmarket/core/language';
import { Anchor, Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ScrollToTop } from './ScrollToTop';

export interface SiteLayoutProps {
  /** The app's name in the header; it links home. */
  brand: string;
  footer: ReactNode;
  /** Shown beside the language switcher, e.g. the account menu. */
  actions?: ReactNode;
  /** Links in the header on wide screens (phones find them in the footer). */
  nav?: ReactNode;
  /** Told of a language picked in the header (see LanguageSwitcher). */
  onLanguageChange?: (language: Language) => void;
  children: ReactNode;
}

/** Header (name, language switcher, actions), the page, and a footer that stays at the bottom. */
export function SiteLayout({
  brand,
  footer,
  actions,
  nav,
  onLanguageChange,
  children,
}: SiteLayoutProps) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <Box
        component="header"
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Anchor
              component={Link}
              to="/"
              fw={800}
              fz={{ base: 'lg', sm: 'xl' }}
              underline="never"
              c="var(--mantine-primary-color-9)"
              style={{ whiteSpace: 'nowrap' }}
            >
              {brand}
            </Anchor>
            {nav && (
              <Box visibleFrom="md" style={{ flex: 1 }}>
                {nav}
              </Box>
            )}
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitcher onChange={onLanguageChange} />
              {actions}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <Box
        component="footer"
        py="xl"
        bg="gray.0"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="lg">{footer}</Container>
      </Box>
    </Box>
  );
}

import './mantine.css';
import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n, ParseKeys } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from './lib/apiClient';
import { AppNameContext } from './usePageTitle';

/** Calm and trustworthy: one teal primary, soft corners, nothing shouting. */
const theme = createTheme({
  primaryColor: 'teal',
  // Mantine's teal is light; shade 9 keeps white button text and teal links at 4.5:1 or more.
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  autoContrast: true,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700', textWrap: 'balance' },
  components: {
    // A closed list's options are not drawn. Mantine keeps them mounted (hidden) by default, and
    // Floating UI positions each hidden list once mounted with a synchronous render: the search
    // page's five lists made most of the longest task after hydration on a phone.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

// Mantine's default secondary text (gray 6) is below 4.5:1 on white; gray 7 reads well. Its
// "light" variant (chips, soft buttons) puts teal 9 on teal 1 at 4.3:1; on teal 0 it is 4.7:1.
// Field errors in red 6 read at 3.3:1; red 9 at 5.6:1.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

const MAX_RETRIES = 2;

/** A 4xx answer will not change by asking again; an unreachable server or a 5xx might. */
function shouldRetry(failureCount: number, error: Error): boolean {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !clientError && failureCount < MAX_RETRIES;
}

/** The server-state cache of an SPA; the app's entry may fill it before the first render. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, staleTime: 60_000 } },
  });
}

export interface AppProvidersProps {
  /** From `createI18n(texts)`. */
  i18n: i18n;
  /** Translation key of the app's name, shown in every tab title. */
  appNameKey: ParseKeys;
  /** A cache made with `createQueryClient` and filled ahead (a page rendered on the server). */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Theme, server-state cache and translations for a whole SPA. */
export function AppProviders({
  i18n,
  appNameKey,
  queryClient: given,
  children,
}: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <AppNameContext value={appNameKey}>{children}</AppNameContext>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

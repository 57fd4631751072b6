import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SettingsSectionProps {
  /** Also the section's accessible name, so tests and screen readers can find it. */
  title: string;
  id: string;
  children: ReactNode;
}

/** One titled card of the settings page. */
export function SettingsSection({ title, id, children }: SettingsSectionProps) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid={`settings-${id}`}
    >
      <Stack gap="md">
        <Title order={2} size="h4" id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

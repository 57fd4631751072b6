import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AccountSectionProps {
  title: string;
  lead?: string;
  testId: string;
  children: ReactNode;
}

/** One titled block of the account page. */
export function AccountSection({ title, lead, testId, children }: AccountSectionProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" data-testid={testId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {title}
          </Title>
          {lead && <Text c="dimmed">{lead}</Text>}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

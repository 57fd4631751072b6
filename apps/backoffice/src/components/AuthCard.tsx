import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The narrow card that login, sign-up, password reset and their notices sit in. */
export function AuthCard({ title, lead, children }: AuthCardProps) {
  return (
    <Container size={480} py={{ base: 32, sm: 64 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} size="h2">
              {title}
            </Title>
            {lead && <Text c="dimmed">{lead}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** Sign-up has more to choose than the other forms and gets a little more room. */
  wide?: boolean;
}

/** The narrow card that sign-in, sign-up, password reset and their notices sit in. */
export function AuthCard({ title, lead, children, wide = false }: AuthCardProps) {
  return (
    <Container size={wide ? 560 : 480} py={{ base: 24, sm: 56 }} px={{ base: 'xs', sm: 'md' }}>
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

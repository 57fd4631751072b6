import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TitledPanelProps {
  title: string;
  lead?: ReactNode;
  /**
   * 1: the page's one card, its title the page heading (sign-in, password reset and the like).
   * 2: one section of a longer page, a `<section>` titled one level down.
   */
  level: 1 | 2;
  /** The panel's `data-testid`. */
  testId?: string;
  children?: ReactNode;
}

const LOOK = {
  1: { component: 'div', shadow: 'sm', p: { base: 'lg', sm: 'xl' }, gap: 'lg', headGap: 'xs' },
  2: {
    component: 'section',
    shadow: undefined,
    p: { base: 'md', sm: 'xl' },
    gap: 'md',
    headGap: 4,
  },
} as const;

/** A bordered card with a title, an optional dimmed lead under it, and its content. */
export function TitledPanel({ title, lead, level, testId, children }: TitledPanelProps) {
  const look = LOOK[level];
  return (
    <Paper
      withBorder
      component={look.component}
      shadow={look.shadow}
      p={look.p}
      data-testid={testId}
    >
      <Stack gap={look.gap}>
        <Stack gap={look.headGap}>
          <Title order={level} size={level === 1 ? 'h2' : 'h3'}>
            {title}
          </Title>
          {lead && <Text c="dimmed">{lead}</Text>}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

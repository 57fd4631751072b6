import {
  Box,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The building blocks the marketing pages share: a hero with its calls to action, a grid of
 * reasons, numbered steps and a closing call to action. Texts come from the caller, already
 * translated, so each page reads top to bottom as its copy does.
 */

export function PageHero({
  title,
  lead,
  actions,
}: {
  title: string;
  lead: string;
  actions?: ReactNode;
}) {
  return (
    <Box
      py={{ base: 40, sm: 72 }}
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-primary-color-0) 0%, var(--mantine-color-body) 100%)',
      }}
    >
      <Container size="lg">
        <Stack gap="lg" maw={760}>
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
            {title}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed">
            {lead}
          </Text>
          {actions && <Group gap="sm">{actions}</Group>}
        </Stack>
      </Container>
    </Box>
  );
}

/** A titled part of a page; `id` ties the heading to the section for screen readers. */
export function PageSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {lead && (
        <Text c="dimmed" maw={760}>
          {lead}
        </Text>
      )}
      {children}
    </Stack>
  );
}

export interface Point {
  key: string;
  title: string;
  text: string;
}

/** Reasons side by side on wide screens, one under another on a phone. */
export function PointGrid({ points }: { points: readonly Point[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: points.length > 3 ? 4 : 3 }} spacing="md">
      {points.map((point) => (
        <Paper key={point.key} withBorder radius="md" p="lg">
          <Stack gap={6}>
            <Title order={3} size="h5">
              {point.title}
            </Title>
            <Text size="sm" c="dimmed">
              {point.text}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Steps in order, numbered, as an ordered list. */
export function NumberedSteps({ steps }: { steps: readonly Point[] }) {
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, sm: steps.length }}
      spacing="md"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {steps.map((step, index) => (
        <Group key={step.key} component="li" align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
            <Text fw={800}>{index + 1}</Text>
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={3} size="h5">
              {step.title}
            </Title>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
          </Stack>
        </Group>
      ))}
    </SimpleGrid>
  );
}

/** The closing call to action of a page. */
export function CallToAction({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      bg="var(--mantine-primary-color-0)"
    >
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {hint && <Text c="dimmed">{hint}</Text>}
        <Group gap="sm">{children}</Group>
      </Stack>
    </Paper>
  );
}

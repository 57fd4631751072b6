import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface DashboardNumberProps {
  label: string;
  value: number;
  /** Where staff go to act on the number, and the link's words. */
  to: string;
  linkLabel: string;
  note?: string;
  testId: string;
}

/** One number of the dashboard home, with a link to its page. */
export function DashboardNumber({
  label,
  value,
  to,
  linkLabel,
  note,
  testId,
}: DashboardNumberProps) {
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={32} fw={700} lh={1.1} data-testid={testId}>
          {value}
        </Text>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
        <Anchor component={Link} to={to} size="sm">
          {linkLabel}
        </Anchor>
      </Stack>
    </Paper>
  );
}

import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The shape of a card while the data is on its way. */
export function ProfessionalCardSkeleton() {
  return (
    <Card withBorder padding="lg" aria-hidden>
      <Stack gap="sm">
        <Group wrap="nowrap" gap="md">
          <Skeleton height={56} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={16} width="60%" />
            <Skeleton height={12} width="35%" />
          </Stack>
        </Group>
        <Skeleton height={20} width="50%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="85%" />
        <Skeleton height={16} width="40%" />
      </Stack>
    </Card>
  );
}

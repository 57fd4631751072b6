import { Center, Loader, Stack, Text } from '@mantine/core';

/** A spinner with its reason in words, announced politely to screen readers. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center py={64} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

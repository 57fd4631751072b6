import { Card, Skeleton } from '@mantine/core';

/**
 * The shape of a card while the data is on its way. Plain boxes lay the blocks out (not Stack
 * and Group): the landing page hydrates these before anything else, and each Mantine component
 * costs more than the box it draws.
 */
export function ProfessionalCardSkeleton() {
  return (
    <Card withBorder padding="lg" aria-hidden>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-md)' }}>
          <Skeleton height={56} circle />
          <div style={{ display: 'flex', flexDirection: 'column', gap: 6, flex: 1 }}>
            <Skeleton height={16} width="60%" />
            <Skeleton height={12} width="35%" />
          </div>
        </div>
        <Skeleton height={20} width="50%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="85%" />
        <Skeleton height={16} width="40%" />
      </div>
    </Card>
  );
}

import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TableScrollRegionProps {
  /** The region's name, read out when it takes focus, e.g. the table's subject. */
  label: string;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A wide table that scrolls sideways on a narrow screen. The scrolling box itself is a named
 * region in the tab order, so the keyboard can scroll it with the arrow keys (WCAG 2.1.1, axe
 * scrollable-region-focusable); "native" makes that box the element that takes the props.
 */
export function TableScrollRegion({ label, minWidth, children }: TableScrollRegionProps) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      tabIndex={0}
      role="region"
      aria-label={label}
      className="mantine-focus-auto"
    >
      {children}
    </Table.ScrollContainer>
  );
}

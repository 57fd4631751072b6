import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { TitledPanel } from './TitledPanel';

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
      <TitledPanel level={1} title={title} lead={lead}>
        {children}
      </TitledPanel>
    </Container>
  );
}

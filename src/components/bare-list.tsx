import type { ReactNode } from 'react';
import { Stack, type StackProps } from '@mantine/core';

/**
 * A list read out as one (`ul`: screen readers say how many), drawn without bullets or indent: rows of
 * cards, accounts, documents. Its items are `li` elements (Group/Paper with `component="li"`).
 */
export function BareList({
  children,
  gap = 'sm',
  ...rest
}: Omit<StackProps, 'component'> & {
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}) {
  return (
    <Stack component="ul" gap={gap} m={0} p={0} style={{ listStyle: 'none' }} {...rest}>
      {children}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Box, Title, type MantineSpacing } from '@mantine/core';

/**
 * A section of a development page under its own heading, which names it for screen readers (the
 * accessibility checks of these pages look for that).
 */
export function PageSection({
  id,
  title,
  order = 2,
  headingGap = 'sm',
  children,
}: {
  id: string;
  title: ReactNode;
  order?: 2 | 3;
  /** The space below the heading. */
  headingGap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={order} id={id} mb={headingGap}>
        {title}
      </Title>
      {children}
    </Box>
  );
}

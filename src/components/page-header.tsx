import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

interface PageHeaderProps {
  title: string;
  description?: string;
  children?: ReactNode;
}

/** The page's one `h1` and its introduction. */
export function PageHeader({ title, description, children }: PageHeaderProps) {
  return (
    <Stack gap="xs" mb="lg">
      <Title order={1}>{title}</Title>
      {description && (
        <Text size="lg" c="dimmed">
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}

import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface RemoveButtonProps {
  /** What is removed, for screen readers: the visible text is only “Remove”. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** The compact lists (kept documents) use a smaller icon than the basket. */
  iconSize?: number;
}

/** The small red “Remove” button beside a line in a list (a basket line, a document kept on this device). */
export function RemoveButton({ label, onClick, disabled, iconSize = 16 }: RemoveButtonProps) {
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      leftSection={<IconTrash size={iconSize} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      Remove
    </Button>
  );
}

import { useId, useRef, useState, type ReactNode } from 'react';
import { Box, FocusTrap, Paper } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';

interface TriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
  ref: React.Ref<HTMLButtonElement>;
}

interface HeaderDropdownProps {
  /** The dialog's accessible name. */
  label: string;
  /** Renders the button that opens and closes the panel, with the props it must carry. */
  trigger: (props: TriggerProps) => ReactNode;
  children: ReactNode;
  width?: number;
}

/**
 * A small panel that opens below a header button: focus moves into it, Escape or a click outside
 * closes it and focus returns to the button. Written on plain positioning rather than Mantine's
 * Popover so the header does not pull a positioning library into the first page load.
 */
export function HeaderDropdown({ label, trigger, children, width = 320 }: HeaderDropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useClickOutside<HTMLDivElement>(() => setOpen(false));

  const close = (): void => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <Box
      pos="relative"
      ref={containerRef}
      onKeyDown={(event) => {
        // On the wrapper, so Escape works whether focus is in the panel or still on its button.
        if (open && event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      {trigger({
        'aria-expanded': open,
        'aria-controls': panelId,
        onClick: () => setOpen((value) => !value),
        ref: buttonRef,
      })}
      {open && (
        <FocusTrap active>
          <Paper
            id={panelId}
            role="dialog"
            aria-label={label}
            withBorder
            shadow="md"
            p="sm"
            pos="absolute"
            right={0}
            top="calc(100% + 8px)"
            w={`min(${width}px, calc(100vw - 24px))`}
            style={{ zIndex: 300 }}
            // Focusable itself, so the trap has somewhere to put focus when the panel is only text.
            tabIndex={-1}
            data-autofocus
          >
            {children}
          </Paper>
        </FocusTrap>
      )}
    </Box>
  );
}

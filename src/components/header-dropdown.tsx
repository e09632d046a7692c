import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Paper } from '@mantine/core';
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
 * A small panel that opens below a header button (a disclosure, not a modal): focus moves into it;
 * Escape closes it and focus returns to the button; a click outside, or Tab moving focus out of it,
 * closes it. Written on plain positioning and focus handling rather than Mantine's Popover and
 * FocusTrap, so the header pulls neither a positioning library nor a focus-trap library into the first
 * page load.
 */
export function HeaderDropdown({ label, trigger, children, width = 320 }: HeaderDropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const containerRef = useClickOutside<HTMLDivElement>(() => setOpen(false));

  const close = (): void => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  return (
    <Box
      pos="relative"
      ref={containerRef}
      onBlur={(event) => {
        if (!open) return;
        const next = event.relatedTarget as Node | null;
        // Focus moved to something outside the button and the panel (Tab past its last control): the
        // panel closes.
        if (next && !event.currentTarget.contains(next)) {
          setOpen(false);
          return;
        }
        // Focus went nowhere: the control that had it was disabled or removed (Chromium blurs a button as
        // it turns disabled, as Sign out does while it checks for unsaved work). Closing would unmount
        // what the panel was doing, so it stays open and takes focus back, so keyboard users keep their
        // place. A click outside closes it through useClickOutside.
        if (!next) {
          queueMicrotask(() => {
            const panel = panelRef.current;
            if (panel && (!document.activeElement || document.activeElement === document.body)) panel.focus();
          });
        }
      }}
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
          ref={panelRef}
          // Focusable itself, so focus has somewhere to go when the panel is only text.
          tabIndex={-1}
        >
          {children}
        </Paper>
      )}
    </Box>
  );
}

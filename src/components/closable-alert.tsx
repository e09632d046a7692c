import type { ReactNode } from 'react';
import { Alert, type AlertProps } from '@mantine/core';

interface ClosableAlertProps extends Omit<AlertProps, 'withCloseButton' | 'closeButtonLabel' | 'onClose' | 'variant'> {
  /** The close button's name for screen readers: say what it closes where “Close” is not enough. */
  closeLabel: string;
  onClose: () => void;
  /** `status` for news (read when convenient), `alert` for a problem (read at once). */
  role: 'status' | 'alert';
  children: ReactNode;
}

/** A light notice the reader can close (the held-work welcome, a failed “keep on this device”). */
export function ClosableAlert({ closeLabel, onClose, children, ...rest }: ClosableAlertProps) {
  return (
    <Alert variant="light" withCloseButton closeButtonLabel={closeLabel} onClose={onClose} {...rest}>
      {children}
    </Alert>
  );
}

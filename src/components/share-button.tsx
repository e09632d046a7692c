import { useEffect, useRef, useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';

interface ShareButtonProps {
  title: string;
  text?: string;
  /** The absolute address to share. */
  url: string;
  label?: string;
}

type ShareState = 'idle' | 'copied' | 'manual';

/** How long "Link copied" stays on screen. */
const CONFIRMATION_MS = 4000;

/**
 * Shares a page: the phone's own share sheet where there is one, otherwise the link is copied, with a
 * visible (and announced) confirmation. When copying is not allowed either, the link is shown to copy by hand.
 */
export function ShareButton({ title, text, url, label = 'Share' }: ShareButtonProps) {
  const [state, setState] = useState<ShareState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (): Promise<void> => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    } catch {
      setState('manual');
    }
  };

  const share = async (): Promise<void> => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy();
  };

  return (
    <div>
      <Group gap="sm">
        <Button variant="default" leftSection={<IconShare size={18} aria-hidden />} onClick={() => void share()}>
          {label}
        </Button>
        <Text size="sm" role="status" aria-live="polite">
          {state === 'copied' ? 'Link copied' : ''}
        </Text>
      </Group>
      {state === 'manual' && (
        <TextInput
          mt="xs"
          label="Copy this link to share it"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}

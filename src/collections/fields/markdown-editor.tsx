import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Text, Textarea } from '@mantine/core';
import { IconBold, IconH2, IconItalic, IconLink, IconList, IconPhoto, IconQuote, type Icon } from '@tabler/icons-react';
import { applyMarkdown, MARKDOWN_TOOLS, type MarkdownAction } from './markdown-toolbar';

// The public page's renderer and sanitiser, in its own chunk: loaded when the preview is first shown.
const MarkdownPreview = lazy(() => import('../editor-markdown-preview'));

const ICONS: Record<MarkdownAction, Icon> = {
  heading: IconH2,
  bold: IconBold,
  italic: IconItalic,
  link: IconLink,
  list: IconList,
  quote: IconQuote,
  image: IconPhoto,
};

export interface MarkdownEditorProps {
  label: string;
  description?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * The engine's Markdown field kind (`kind: 'markdown'`, every type's long text): a toolbar for headings,
 * bold, italic, links, lists, quotes and pictures, and a live preview drawn by the same renderer and
 * sanitiser as the public page, beside the text on a wide screen and below it on a phone.
 */
export function MarkdownEditor({ label, description, error, value, onChange, onBlur }: MarkdownEditorProps) {
  const [previewing, setPreviewing] = useState(false);
  const previewId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);

  const apply = (action: MarkdownAction) => {
    const element = textarea.current;
    const edit = applyMarkdown(action, {
      text: value,
      selectionStart: element?.selectionStart ?? value.length,
      selectionEnd: element?.selectionEnd ?? value.length,
    });
    onChange(edit.text);
    // After React has put the new text in, select what the writer types next.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };

  const toolbar = (
    <Group gap={4} mb={4} role="toolbar" aria-label="Formatting">
      {MARKDOWN_TOOLS.map(({ action, label: name }) => {
        const ToolIcon = ICONS[action];
        return (
          // A title for mouse users, the name for everyone (Mantine's Tooltip would add its styles to every page).
          <ActionIcon
            key={action}
            variant="default"
            size="lg"
            aria-label={name}
            title={name}
            onClick={() => apply(action)}
          >
            <ToolIcon size={18} aria-hidden />
          </ActionIcon>
        );
      })}
    </Group>
  );

  const editor = (
    <Textarea
      ref={textarea}
      label={label}
      description={description ?? 'You can use Markdown: **bold**, *italic*, [links](https://…) and lists.'}
      error={error}
      autosize
      minRows={8}
      maxRows={24}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      // Between the label and the text, where the writer's eyes are.
      inputContainer={(children) => (
        <>
          {toolbar}
          {children}
        </>
      )}
    />
  );

  return (
    <div>
      {previewing ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {editor}
          <Paper id={previewId} withBorder p="md" radius="md" data-testid="markdown-preview" aria-live="polite">
            <Text size="xs" c="dimmed" mb="xs">
              Preview: how it will look on the public page
            </Text>
            <Suspense fallback={<Text size="sm">Loading the preview…</Text>}>
              <MarkdownPreview markdown={value} />
            </Suspense>
          </Paper>
        </SimpleGrid>
      ) : (
        editor
      )}
      <Button
        mt="xs"
        size="sm"
        variant="default"
        aria-expanded={previewing}
        aria-controls={previewId}
        onClick={() => setPreviewing(!previewing)}
      >
        {previewing ? `Hide preview of ${label.toLowerCase()}` : `Preview ${label.toLowerCase()}`}
      </Button>
    </div>
  );
}

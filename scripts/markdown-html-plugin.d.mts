import type { Plugin } from 'vite';

export function fillTokens(text: string, tokens: Record<string, string>): string;
export function markdownToSafeHtml(
  markdown: string,
  tokens?: Record<string, string>,
  options?: { name?: string; log?: (message: string) => void },
): string;
export function markdownHtmlPlugin(options?: { tokens?: Record<string, string> }): Plugin;

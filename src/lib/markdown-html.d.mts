export const MARKDOWN_LIMITS: Readonly<{
  nesting: number;
  lines: number;
  marks: number;
  htmlNesting: number;
  elements: number;
  pictures: number;
}>;
export function markdownNestingDepth(markdown: string): number;
export function markdownMarkCount(markdown: string, limit?: number): number;
export function htmlShape(html: string): { depth: number; elements: number; pictures: number };
export function markdownProblem(markdown: string): string | undefined;
export function htmlProblem(html: string): string | undefined;
export function plainParagraphsHtml(text: string): string;
export interface SafeMarkdown {
  html: string;
  /** Why the body is shown as plain paragraphs, when it is. */
  problem: string | undefined;
}
export function renderSafeMarkdown(markdown: string, sanitize: (html: string) => string): SafeMarkdown;

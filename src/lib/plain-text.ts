import * as z from 'zod';
import { isMultiLineText, isSingleLineText, MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from './text-lines';

/** The text policy (text-lines.ts) as zod schemas: every schema starts its text fields here. */

/**
 * A string schema for one-line fields: every schema starts its one-line fields here, so the check is
 * the same everywhere. It runs first and stops the other checks, so the message is this one alone.
 */
export function singleLineString(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).refine(isSingleLineText, { error: SINGLE_LINE_MESSAGE, abort: true });
}

/** A string schema for multi-line fields (Markdown, notes). */
export function multiLineString(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).refine(isMultiLineText, { error: MULTI_LINE_MESSAGE, abort: true });
}

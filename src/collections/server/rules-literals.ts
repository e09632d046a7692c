/**
 * Rules-language literals written from JavaScript values: lists, strings and regular expressions (as
 * RE2, which the rules' `matches` uses). Shared by the field checks written from the zod schemas
 * (zod-rules.ts) and the generated match blocks (generate-rules.ts).
 */

/**
 * A rules list literal of strings, wrapped to stay within about 110 characters a line; the first line
 * starts `firstLineAt` characters in (after what comes before the list on its line).
 */
export function rulesList(values: readonly string[], indent: string, firstLineAt = indent.length): string {
  const lines: string[] = [];
  let line = '';
  for (const value of values) {
    const item = `'${value}'`;
    const start = lines.length === 0 ? firstLineAt : indent.length + 2;
    if (line && start + `${line}, ${item},`.length > 110) {
      lines.push(`${line},`);
      line = item;
    } else line = line ? `${line}, ${item}` : item;
  }
  lines.push(line);
  return `[${lines.join(`\n${indent}  `)}]`;
}

/** A rules string literal of `text` (single quotes, backslashes doubled). */
export function literal(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A rules list literal of strings and numbers, on one line. */
export function list(values: readonly unknown[]): string {
  return `[${values.map((value) => (typeof value === 'string' ? literal(value) : String(value))).join(', ')}]`;
}

/**
 * A JavaScript regular expression as a pattern for rules' `matches` (RE2, which matches the whole
 * string): the anchors go, `(?i)` stands for the i flag. What RE2 lacks (look-arounds, back-references)
 * or a flag it has no equal for fails.
 */
export function rulesPattern(pattern: RegExp, where: string): string {
  const flags = pattern.flags.replace('u', '');
  if (flags !== '' && flags !== 'i') {
    throw new Error(`${where}: the rules cannot say the regular expression flags '${flags}'.`);
  }
  const source = pattern.source;
  if (/\(\?[=!<]|\\[1-9]|\\k</.test(source)) {
    throw new Error(`${where}: the rules' regular expressions have no look-arounds or back-references: /${source}/.`);
  }
  const prefix = flags === 'i' ? '(?i)' : '';
  const inner = source.slice(1, -1);
  if (source.startsWith('^') && source.endsWith('$') && !source.endsWith('\\$') && !topLevelChoice(inner)) {
    return `${prefix}${inner}`;
  }
  // JavaScript looks for the pattern anywhere; RE2 (which knows ^ and $ too) must match all of it.
  return `${prefix}(?s:.*)(?:${source})(?s:.*)`;
}

/** Whether a pattern has a `|` outside every group and character class. */
function topLevelChoice(source: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') index += 1;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '|' && depth === 0) return true;
  }
  return false;
}

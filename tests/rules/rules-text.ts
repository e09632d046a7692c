/**
 * Reading firestore.rules as text, for the tests that check it without the emulator
 * (schema-rules-keys.test.ts, rules-limits.test.ts): its functions, a collection's match block, and the
 * calls in an expression. The rules have no loops and few shapes, so text is enough.
 */

export interface RulesFunction {
  params: string[];
  body: string;
}

/** The text from the `{` at `open` to its matching `}` (exclusive of both). */
export function block(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, index);
    }
  }
  throw new Error('firestore.rules: unbalanced braces');
}

/** Removes `// …` comments (no rules string here holds `//`, except URL patterns, which sit in regexes). */
export function withoutComments(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*\/\/.*$/, ''))
    .join('\n');
}

export function parseFunctions(rules: string): Map<string, RulesFunction> {
  const functions = new Map<string, RulesFunction>();
  for (const match of rules.matchAll(/function\s+(\w+)\s*\(([^)]*)\)\s*\{/g)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    const params = (match[2] ?? '')
      .split(',')
      .map((param) => param.trim())
      .filter(Boolean);
    functions.set(match[1] ?? '', { params, body: block(rules, open) });
  }
  return functions;
}

/** The body of `match /{path}/{id} { … }`, or null when the rules have none. */
export function matchBlock(rules: string, path: string): string | null {
  const match = new RegExp(`match\\s+/${path}/\\{\\w+\\}\\s*\\{`).exec(rules);
  if (!match) return null;
  return block(rules, match.index + match[0].length - 1);
}

/** Calls `name(args)` in `text`, with their arguments split at the top level. */
export function callsIn(text: string): { name: string; args: string[] }[] {
  const calls: { name: string; args: string[] }[] = [];
  for (const match of text.matchAll(/(?<![\w.])(\w+)\s*\(/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let depth = 1;
    let index = start;
    const args: string[] = [];
    let from = start;
    for (; index < text.length && depth > 0; index += 1) {
      const char = text[index];
      if (char === '(' || char === '[') depth += 1;
      else if (char === ')' || char === ']') depth -= 1;
      else if (char === ',' && depth === 1) {
        args.push(text.slice(from, index).trim());
        from = index + 1;
      }
    }
    args.push(text.slice(from, index - 1).trim());
    calls.push({ name: match[1] ?? '', args: args.filter(Boolean) });
  }
  return calls;
}

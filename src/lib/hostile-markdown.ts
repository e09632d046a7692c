/**
 * Markdown bodies made to crash or freeze the renderer (issue 25): deep quotes, lists, emphasis and HTML
 * nesting, long lines, thousands of links, and mixes, each about 3 to 100 KB (a body may hold 100,000
 * characters). Used by src/components/markdown-hostile.test.ts (no body throws, at run time and at build
 * time) and src/components/markdown.bench.ts (how long each takes).
 */

export interface HostileBody {
  name: string;
  markdown: string;
}

/** The most a body may hold (content-schema.ts), and what the largest bodies here come close to. */
const FULL = 99_000;

/** `unit` repeated to about `size` characters. */
const fill = (unit: string, size = FULL): string => unit.repeat(Math.max(1, Math.floor(size / unit.length)));

/** Lines made by `line(i)` until the text holds about `size` characters. */
function lines(line: (index: number) => string, size = FULL): string {
  const made: string[] = [];
  let length = 0;
  for (let index = 0; length < size; index += 1) {
    const next = line(index);
    made.push(next);
    length += next.length + 1;
  }
  return made.join('\n');
}

const h = (name: string, markdown: string): HostileBody => ({ name, markdown });

export const HOSTILE_BODIES: readonly HostileBody[] = [
  // Quotes
  h('3,000 quote markers', `${'>'.repeat(3_000)} deep`),
  h('20,000 spaced quote markers', `${'> '.repeat(20_000)}deep`),
  h(
    'a deep quote on every line',
    lines(() => `${'>'.repeat(200)} line`),
  ),
  h('quotes 20 deep, one after another', fill(`${'>'.repeat(20)} text\n\n`)),
  h('empty quotes, one after another', fill('>\n\n')),
  h(
    'quotes growing one level a line',
    lines((index) => `${'>'.repeat(index % 1_000)} x`),
  ),
  // Lists
  h(
    'a list nested 1,000 levels by indentation',
    lines((index) => `${'  '.repeat(index)}- item`, 60_000),
  ),
  h('5,000 list markers on one line', `${'- '.repeat(5_000)}item`),
  h('3,000 ordered markers on one line', `${'1. '.repeat(3_000)}item`),
  h(
    'lists 20 deep, again and again',
    lines((index) => `${'  '.repeat(index % 20)}- item ${index}`),
  ),
  h('25,000 list items', fill('- a\n')),
  h('quote and list markers mixed', `${'> - 1. * '.repeat(1_000)}x`),
  // Emphasis
  h('10,000 unclosed emphasis', fill('*a ', 30_000)),
  h('40,000 asterisks', '*'.repeat(40_000)),
  h('underscores and asterisks alternating', fill('_*', 60_000)),
  h('emphasis nested in emphasis', `${'*_'.repeat(10_000)}x${'_*'.repeat(10_000)}`),
  h('strong and emphasis runs', fill('***a** b* ', FULL)),
  h('strikethrough runs', fill('~~a ~ ', 60_000)),
  // HTML
  h('3,000 divs', '<div>'.repeat(3_000)),
  h('3,000 divs, closed', `${'<div>'.repeat(3_000)}x${'</div>'.repeat(3_000)}`),
  h('5,000 spans in a paragraph', `text ${'<span>'.repeat(5_000)}x`),
  h('bold and italic tags alternating', `${'<b><i>'.repeat(3_000)}x`),
  h('tables in tables', `${'<table><tr><td>'.repeat(2_000)}x`),
  h('divs 70 deep, again and again', fill(`${'<div>'.repeat(70)}x${'</div>'.repeat(70)}\n\n`)),
  h('25,000 closed spans', fill('<span>a</span>')),
  h('unclosed tags without their ends', fill('<a <b <c ')),
  h('20,000 comment openings', fill('<!-- ')),
  // Long lines
  h('one 99,000-character word', 'a'.repeat(FULL)),
  h('a line of opening brackets', '['.repeat(FULL)),
  h('a line of angle brackets', '<'.repeat(FULL)),
  h('a line of backticks', '`'.repeat(FULL)),
  h('a line of backslashes', '\\'.repeat(FULL)),
  h('a line of ampersands', fill('&amp')),
  h('a line of picture openings', fill('![a](')),
  h('a table 5,000 columns wide', `${'|a'.repeat(5_000)}|\n${'|-'.repeat(5_000)}|\n${'|x'.repeat(5_000)}|`),
  h('1,000 table rows', `| a | b |\n| - | - |\n${fill('| x | y |\n', 60_000)}`),
  // Links
  h(
    '3,000 links',
    lines((index) => `[link ${index}](https://example.org/${index})`),
  ),
  h('8,000 bare web addresses', fill('www.example.org ')),
  h(
    '3,000 pictures from other hosts',
    lines((index) => `![p${index}](https://tracker.example/${index}.png)`),
  ),
  h(
    '3,000 reference links',
    `${lines((index) => `[r${index}]`, 40_000)}\n\n${lines((index) => `[r${index}]: /p/${index}`, 50_000)}`,
  ),
  h('links inside links', `${'[a'.repeat(10_000)}${'](/x)'.repeat(10_000)}`),
  h('5,000 email autolinks', fill('<a@b.example> ')),
  // Mixes
  h('quote, list, emphasis and HTML, nested', fill('> - *[<div>', 60_000)),
  h('headings and rules', fill('# a\n---\n')),
  h('fenced code never closed, deep inside', `${'> '.repeat(30)}\`\`\`\n${lines(() => `${'  '.repeat(100)}code`)}`),
  h('code fences opened and closed', fill('```\nx\n```\n')),
  h('html blocks and Markdown mixed', fill('<div>\n\n*a*\n\n</div>\n\n')),
  h('3,000 footnote-like markers', fill('[^a] ')),
];

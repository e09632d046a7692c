import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runParallel } from './run-parallel.mjs';

const node = (code) => `node -e ${JSON.stringify(code)}`;

describe('run-parallel', () => {
  it('runs the commands side by side and prints each one whole, with its verdict', async () => {
    // The first waits for a file only the second writes: run one after the other, it would give up.
    const signal = join(mkdtempSync(join(tmpdir(), 'run-parallel-')), 'second-started');
    const printed = [];
    const code = await runParallel(
      [
        node(
          [
            "const fs = require('node:fs'); const until = Date.now() + 10000;",
            `const wait = () => fs.existsSync(${JSON.stringify(signal)}) ? console.log('first saw the second')`,
            ': Date.now() > until ? process.exit(4) : setTimeout(wait, 20); wait();',
          ].join(' '),
        ),
        node(`require('node:fs').writeFileSync(${JSON.stringify(signal)}, ''); console.log('second done');`),
      ],
      (text) => printed.push(text),
    );
    const log = printed.join('');
    expect(code, log).toBe(0);
    expect(log).toContain('first saw the second\n');
    expect(log).toContain('second done\n');
    expect(log.match(/: passed in \d+\.\d s/g)).toHaveLength(2);
  });

  it('fails when any command fails, after letting the others finish', async () => {
    const printed = [];
    const code = await runParallel(
      [node('process.exit(3)'), node('setTimeout(() => console.log("still ran"), 300)')],
      (text) => printed.push(text),
    );
    expect(code).toBe(1);
    expect(printed.join('')).toContain('FAILED (exit code 3)');
    expect(printed.join('')).toContain('still ran');
  });
});

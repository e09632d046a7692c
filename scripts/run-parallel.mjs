#!/usr/bin/env node
/**
 * Runs shell commands side by side and fails if any fails: `npm test`'s static checks (types, lint,
 * formatting) are each mostly one busy core, so on CI's two cores they take about half as long together.
 * Each command's output is held back and printed whole when it ends, with its time, so the log reads as if
 * they had run one after another.
 *
 *   node scripts/run-parallel.mjs "npm run typecheck" "npm run lint" "npm run format:check"
 */
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Runs one command through the shell; resolves with its exit code (1 if it could not start), output and time. */
export function runCommand(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) =>
      resolve({
        command,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: (Date.now() - started) / 1000,
      }),
    );
  });
}

/** Runs every command at once, printing each one's output as it ends; resolves with 0 only if all passed. */
export async function runParallel(commands, write = (text) => process.stdout.write(text)) {
  const results = await Promise.all(
    commands.map((command) =>
      runCommand(command).then((result) => {
        const verdict = result.code === 0 ? 'passed' : `FAILED (exit code ${result.code})`;
        write(`\n$ ${command}\n${result.output}${result.output.endsWith('\n') ? '' : '\n'}`);
        write(`-- ${command}: ${verdict} in ${result.seconds.toFixed(1)} s\n`);
        return result;
      }),
    ),
  );
  return results.every((result) => result.code === 0) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const commands = process.argv.slice(2);
  if (commands.length === 0) {
    process.stderr.write('Usage: node scripts/run-parallel.mjs "<command>" ["<command>" ...]\n');
    process.exit(2);
  }
  process.exitCode = await runParallel(commands);
}

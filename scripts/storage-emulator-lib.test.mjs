import { describe, expect, it } from 'vitest';
import { parseStorageEmulatorArgs, permissiveRuleset } from './storage-emulator-lib.mjs';

const DEFAULTS = { host: '127.0.0.1', port: 9199, projectId: 'demo-community' };

describe('parseStorageEmulatorArgs', () => {
  it('keeps the defaults and takes --host, --port and --project', () => {
    expect(parseStorageEmulatorArgs([], DEFAULTS)).toEqual(DEFAULTS);
    expect(parseStorageEmulatorArgs(['--port', '19199', '--project', 'demo-x', '--host', '0.0.0.0'], DEFAULTS)).toEqual(
      {
        host: '0.0.0.0',
        port: 19199,
        projectId: 'demo-x',
      },
    );
  });

  it('refuses anything else, a missing value and a port that is not one', () => {
    expect(() => parseStorageEmulatorArgs(['--rules', 'x'], DEFAULTS)).toThrow(/unexpected argument "--rules"/);
    expect(() => parseStorageEmulatorArgs(['--port'], DEFAULTS)).toThrow(/unexpected argument/);
    expect(() => parseStorageEmulatorArgs(['--port', '--host'], DEFAULTS)).toThrow(/unexpected argument/);
    expect(() => parseStorageEmulatorArgs(['--port', 'abc'], DEFAULTS)).toThrow(/must be a port number/);
    expect(() => parseStorageEmulatorArgs(['--port', '70000'], DEFAULTS)).toThrow(/must be a port number/);
  });
});

describe('permissiveRuleset', () => {
  it('permits every request, with an empty list of issues', async () => {
    const issues = { exist: () => false, all: [] };
    const ruleset = permissiveRuleset(() => issues);
    await expect(ruleset.verify({ method: 'create', path: '/b/x/o/anything' })).resolves.toEqual({
      permitted: true,
      issues,
    });
  });
});

/**
 * Pure helpers for scripts/storage-emulator.mjs (unit-tested in scripts/storage-emulator-lib.test.mjs).
 */

/** `--host`, `--port` and `--project`, each followed by its value; anything else is an error. */
export function parseStorageEmulatorArgs(argv, defaults) {
  const options = { ...defaults };
  const names = { '--host': 'host', '--port': 'port', '--project': 'projectId' };
  for (let index = 0; index < argv.length; index += 2) {
    const key = names[argv[index]];
    const value = argv[index + 1];
    if (!key || value === undefined || value.startsWith('--')) {
      throw new Error(
        `storage-emulator: unexpected argument "${argv[index]}". Usage: node scripts/storage-emulator.mjs [--host H] [--port P] [--project ID]`,
      );
    }
    options[key] = key === 'port' ? Number(value) : value;
  }
  if (!Number.isInteger(options.port) || options.port <= 0 || options.port > 65_535) {
    throw new Error(`storage-emulator: --port must be a port number, not "${options.port}".`);
  }
  return options;
}

/**
 * The stand-in for firebase-tools' StorageRulesetInstance: `verify` permits every request. `newIssues`
 * makes an empty StorageRulesIssues (firebase-tools' class, so its validators can call `exist()`).
 */
export function permissiveRuleset(newIssues) {
  return {
    rulesVersion: 2,
    rulesetName: 'rules-not-enforced',
    verify: async () => ({ permitted: true, issues: newIssues() }),
    unload() {},
  };
}

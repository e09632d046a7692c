import { isServerPart, type ServerPart } from '@/collections/server-part';

/**
 * Every feature's server half (`src/features/<feature>/<feature>-server.ts`), and a domain's
 * (`src/domains/<domain>/<domain>-server.ts`: the accounts' rules), found by file name, so a new
 * feature's rules need no line here. Only the generator (src/app/generated-files.ts) and tests import
 * this module: server parts are never part of the app (the chunk test checks the build).
 */
const modules = import.meta.glob<Record<string, unknown>>('/src/{features,domains}/*/*-server.ts', { eager: true });

export const serverParts: readonly ServerPart[] = Object.entries(modules)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([file, module]) => {
    const parts = Object.values(module).filter(isServerPart);
    const [, , layer, folder] = file.split('/');
    for (const part of parts) {
      if (part.feature !== folder) throw new Error(`${file}: its server part says feature '${part.feature}'.`);
    }
    return parts.map((part) => ({ ...part, folder: `src/${layer}/${folder}` }));
  });

import type { ChunkingContext } from 'rolldown';

/** A module of re-exports only (a feature's or package's index): it says where code is, not what is used. */
function isBarrel(code: string | null): boolean {
  if (!code) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  return (
    statements.length > 0 &&
    statements.every((statement) =>
      /^export\s+(type\s+)?(\*|\{[^}]*\})\s+from\s+['"][^'"]+['"]$/.test(statement),
    )
  );
}

/**
 * Names every module the entry loads statically `index`, so the first page arrives as one script instead of
 * the entry plus a dozen small shared chunks (Rolldown splits modules shared with lazy chunks into chunks of
 * their own even when the entry already loads them: rolldown/rolldown#10731). Each extra file is another round
 * trip before the page can render on a slow mobile connection. Lazy chunks keep importing from the entry.
 * A module reached only through an index of re-exports is left to Rolldown, which keeps what the entry uses and
 * drops the rest: an index also names the code of lazy pages, which must not ride with the first page
 * (docs/performance.md).
 */
export function entryChunkName(): (moduleId: string, ctx: ChunkingContext) => string | null {
  const loadedByEntry = new Map<string, boolean>();
  const isLoadedByEntry = (id: string, ctx: ChunkingContext, visiting: Set<string>): boolean => {
    const known = loadedByEntry.get(id);
    if (known !== undefined) return known;
    const info = ctx.getModuleInfo(id);
    if (!info || visiting.has(id)) return false;
    visiting.add(id);
    const result =
      info.isEntry ||
      info.importers.some(
        (importer) =>
          !isBarrel(ctx.getModuleInfo(importer)?.code ?? null) && isLoadedByEntry(importer, ctx, visiting),
      );
    visiting.delete(id);
    loadedByEntry.set(id, result);
    return result;
  };
  return (id, ctx) => (isLoadedByEntry(id, ctx, new Set()) ? 'index' : null);
}

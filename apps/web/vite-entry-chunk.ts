import type { ChunkingContext } from 'rolldown';

/**
 * Names every module the entry loads statically `index`, so the first page arrives as one script instead of
 * the entry plus a dozen small shared chunks (Rolldown splits modules shared with lazy chunks into chunks of
 * their own even when the entry already loads them: rolldown/rolldown#10731). Each extra file is another round
 * trip before the page can render on a slow mobile connection. Lazy chunks keep importing from the entry.
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
      info.isEntry || info.importers.some((importer) => isLoadedByEntry(importer, ctx, visiting));
    visiting.delete(id);
    loadedByEntry.set(id, result);
    return result;
  };
  return (id, ctx) => (isLoadedByEntry(id, ctx, new Set()) ? 'index' : null);
}

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
 * The libraries' start-up steps (src/app/main.ts), each a chunk evaluated as a task of its own: captured first
 * (higher priority), so the app's group, which takes its modules' dependencies with it, leaves them here.
 */
export const libraryChunkGroups = [
  { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 30 },
  {
    name: 'libraries',
    test: /\/node_modules\/(@tanstack\/[^/]+|wouter|regexparam|use-sync-external-store)\//,
    priority: 20,
  },
];
const appRoot = /\/src\/app\/start-app\.tsx$/;

/**
 * Names the chunks of the shop's start-up (src/app/main.ts, issue 35): `index` (the entry and what it loads
 * statically) and `app` (every module src/app/start-app.tsx loads statically), beside `react` (React and React
 * DOM) and `libraries` (TanStack Query, wouter), `libraryChunkGroups`, so the first page arrives as four scripts
 * fetched at once and evaluated one step at a time, instead of one script evaluated in one long task, or a dozen small shared chunks (Rolldown
 * splits modules shared with lazy chunks into chunks of their own even when the entry already loads them:
 * rolldown/rolldown#10731; each extra file is another request on a slow mobile connection). Lazy chunks import
 * from these. A module reached only through an index of re-exports is left to Rolldown, which keeps what is used
 * and drops the rest: an index also names the code of lazy pages, which must not ride with the first page
 * (docs/performance.md).
 */
export function startUpChunkName(
  chunk: 'index' | 'app',
): (moduleId: string, ctx: ChunkingContext) => string | null {
  const loadedFrom = (isRoot: (id: string, isEntry: boolean) => boolean) => {
    const known = new Map<string, boolean>();
    const visit = (id: string, ctx: ChunkingContext, visiting: Set<string>): boolean => {
      const cached = known.get(id);
      if (cached !== undefined) return cached;
      const info = ctx.getModuleInfo(id);
      if (!info || visiting.has(id)) return false;
      visiting.add(id);
      const result =
        isRoot(id, info.isEntry) ||
        info.importers.some(
          (importer) =>
            !isBarrel(ctx.getModuleInfo(importer)?.code ?? null) && visit(importer, ctx, visiting),
        );
      visiting.delete(id);
      known.set(id, result);
      return result;
    };
    return (id: string, ctx: ChunkingContext) => visit(id, ctx, new Set());
  };
  const loaded =
    chunk === 'index' ? loadedFrom((_id, isEntry) => isEntry) : loadedFrom((id) => appRoot.test(id));
  return (id, ctx) => (loaded(id, ctx) ? chunk : null);
}

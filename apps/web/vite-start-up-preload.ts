import type { Plugin } from 'vite';

type Bundle = NonNullable<Parameters<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>[1]>;

/**
 * The files of the start-up steps (src/app/main.ts): every chunk the entry (or a chunk it loads statically)
 * imports dynamically (its steps: React DOM, the libraries, the app), with the chunks and stylesheets those import,
 * each once, in the steps' order.
 */
export function startUpFiles(bundle: Bundle, entryFileName: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  // What the page loads already (the entry and its static imports) is not named again.
  const loaded = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || scripts.includes(fileName) || loaded.has(fileName)) return;
    scripts.push(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? [])
      if (!styles.includes(css) && !loaded.has(css)) styles.push(css);
    for (const imported of chunk.imports) add(imported);
  };
  // The entry chunk and the chunks it loads statically (its group chunk) name the steps.
  const steps: string[] = [];
  const visit = (fileName: string, seen: Set<string>) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    loaded.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) loaded.add(css);
    steps.push(...chunk.dynamicImports);
    for (const imported of chunk.imports) visit(imported, seen);
  };
  visit(entryFileName, new Set());
  for (const step of steps) add(step);
  return { scripts, styles };
}

/**
 * index.html fetches the start-up steps' files (and links their stylesheets) with the entry, instead of one after
 * another as main.ts asks for them: main.ts only decides when each one runs (issue 35). The first screen's pages
 * (prerender-first-screen.mjs) fetch them from their starter instead, after the first paint.
 */
export function startUpPreload(): Plugin {
  return {
    name: 'showroom-start-up-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return [];
        const { scripts, styles } = startUpFiles(ctx.bundle, ctx.chunk.fileName);
        return [
          ...styles.map((href) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
          ...scripts.map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

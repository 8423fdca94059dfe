// After the app's build: renders the first screen of the landing and the inventory of each market with the
// Node build of src/app/first-screen/render.tsx, and writes dist/first-screen.json, which the server puts into
// index.html for a visitor without a location (apps/server/src/platform/first-screen.ts).
import { readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('./dist/', import.meta.url);
const { renderLocationDialog, renderPage } = await import(
  new URL('./node_modules/.first-screen/render.js', import.meta.url).href
);

// The dialog's chunk brings its own stylesheets; the HTML's dialog needs them before that chunk arrives.
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const css = new Set();
const visit = (key) => {
  const entry = manifest[key];
  if (!entry || entry.isEntry) return;
  for (const file of entry.css ?? []) css.add(file);
  for (const next of entry.imports ?? []) visit(next);
};
visit('src/features/configurator/components/location-dialog.tsx');
const dialogCss = [...css].map((file) => readFileSync(new URL(file, dist), 'utf8')).join('\n');
// The drawn text is in Inter: fetched with the page, so the first paint is already in it (no later re-paint).
const font =
  manifest['../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2']?.file;
if (!font) throw new Error('The build has no Inter font file to preload.');
const head = `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin><style>${dialogCss}</style>`;

const pages = {};
for (const [market, country] of [
  ['au-en', 'AU'],
  ['nz-en', 'NZ'],
]) {
  pages[`/${market}`] = { root: renderPage(`/${market}`), dialog: renderLocationDialog() };
  pages[`/${market}/inventory`] = {
    root: renderPage(`/${market}/inventory`),
    dialog: renderLocationDialog(country),
  };
}
writeFileSync(new URL('first-screen.json', dist), JSON.stringify({ head, pages }));
console.info(`first screen: dist/first-screen.json (${Object.keys(pages).join(', ')})`);

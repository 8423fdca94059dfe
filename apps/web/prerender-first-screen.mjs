// After the app's build: draws the first screen of the landing and the inventory of each market into a copy of
// index.html, with the Node build of src/app/first-screen/render.tsx (the app's own components, in dist-ssr/,
// which the server also renders located first screens with), and writes them to dist/first-screen.json: per page,
// per country already chosen in its location dialog ('' for none). The server sends one of them to a visitor without
// a location (apps/server/src/platform/first-screen.ts; docs/decisions/0027-first-screen-in-the-html.md, 0047).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('./dist/', import.meta.url);
const read = (file) => readFileSync(new URL(file, dist), 'utf8');
const { renderLocationDialog, renderPage } = await import(
  new URL('./dist-ssr/render.js', import.meta.url).href
);
const manifest = JSON.parse(read('.vite/manifest.json'));
const index = read('index.html');

// The entry's stylesheet, inline: the first paint waits for no request after the HTML.
const stylesheet = index.match(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/);
if (!stylesheet) throw new Error('index.html links no stylesheet of the entry.');
// The dialog's chunk brings its own stylesheets; the HTML's dialog needs them before that chunk arrives.
const dialogCss = new Set();
const visit = (key) => {
  const entry = manifest[key];
  if (!entry || entry.isEntry) return;
  for (const file of entry.css ?? []) dialogCss.add(file);
  for (const next of entry.imports ?? []) visit(next);
};
visit('src/features/configurator/components/location-dialog.tsx');
// The drawn text waits for Inter (font-display: block here, swap in the app's stylesheet), which the page
// fetches at once: painted first in another font, React's repaint in Inter would break the lines elsewhere, a
// larger text, so the page's largest paint again, and the first screen would change under the visitor's eyes.
const css = [stylesheet[1], ...dialogCss]
  .map(read)
  .join('\n')
  .replace('font-display:swap', 'font-display:block');
const font =
  manifest['../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2']?.file;
if (!font) throw new Error('The build has no Inter font file to preload.');

// The app starts once the drawn first screen has been painted in Inter: a small starter fetches and runs its
// script once Inter is in (or after 3 s, when the browser stops waiting for it too) and a frame has been drawn,
// so neither the script's download nor its run competes with the text the visitor is waiting for. The drawn
// page is inert until then (docs/decisions/0027-first-screen-in-the-html.md).
const script = index.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/);
if (!script) throw new Error('index.html loads no module script of the entry.');
const starter = `// Written by apps/web/prerender-first-screen.mjs: starts the app once the first screen is painted.
const start = () => requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(script[1])})));
Promise.race([document.fonts.load('1em "Inter Variable"'), new Promise((done) => setTimeout(done, 3000))]).then(start, start);
`;
const starterFile = `assets/first-screen-start-${createHash('sha256').update(starter).digest('base64url').slice(0, 8)}.js`;
writeFileSync(new URL(starterFile, dist), starter);

const draw = (root, { dialog, data }) => {
  if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root.');
  return index
    .replace(script[0], `<script type="module" src="/${starterFile}"></script>`)
    .replace(
      stylesheet[0],
      `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin><style>${css}</style>`,
    )
    .replace(
      '<div id="root"></div>',
      // The page is inert until React's own markup takes its place: a click on a drawn control, which has no handler
      // yet, is not taken (and lost) but waits for the live one. The location dialog is a form the server answers.
      () => `<div id="root" inert>${root}</div><div id="first-screen-dialog">${dialog}</div>${data}`,
    );
};

const pages = {};
for (const [market, country] of [
  ['au-en', 'AU'],
  ['nz-en', 'NZ'],
]) {
  const landing = `/${market}`;
  const inventory = `/${market}/inventory`;
  pages[landing] = { '': draw(renderPage(landing), renderLocationDialog(landing)) };
  // Australia chosen without a state (the server's answer to that form): the dialog asks for the state.
  if (country === 'AU') pages[landing].AU = draw(renderPage(landing), renderLocationDialog(landing, country));
  pages[inventory] = { '': draw(renderPage(inventory), renderLocationDialog(inventory, country)) };
}
writeFileSync(new URL('first-screen.json', dist), JSON.stringify(pages));
console.info(`first screen: dist/first-screen.json (${Object.keys(pages).join(', ')})`);

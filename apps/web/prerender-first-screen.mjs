// After the app's build: draws the first screen of the bare root and of the landing and the inventory of each market
// into a copy of index.html, with the Node build of src/app/first-screen/render.tsx (the app's own components, in
// dist-ssr/, which the server also renders located first screens with), and writes them to dist/first-screen.json:
// per page, per country already chosen in its location dialog ('' for none). The server sends one of them to a
// visitor without a location (apps/server/src/platform/first-screen.ts;
// docs/decisions/0027-first-screen-in-the-html.md, 0047).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('./dist/', import.meta.url);
const read = (file) => readFileSync(new URL(file, dist), 'utf8');
const { renderLocationDialog, renderPage } = await import(
  new URL('./dist-ssr/render.js', import.meta.url).href
);
const manifest = JSON.parse(read('.vite/manifest.json'));
const index = read('index.html');

// The page's stylesheets (the entry's and its start-up steps', vite-start-up-preload.ts), inline: the first paint
// waits for no request after the HTML.
const stylesheets = [
  ...index.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">\n?\s*/g),
];
if (stylesheets.length === 0) throw new Error('index.html links no stylesheet of the entry.');
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
const cssFiles = [...new Set([...stylesheets.map((link) => link[1]), ...dialogCss])];
const css = cssFiles.map(read).join('\n').replace('font-display:swap', 'font-display:block');
const font =
  manifest['../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2']?.file;
if (!font) throw new Error('The build has no Inter font file to preload.');

// The app starts once the drawn first screen has been shown: a small starter fetches and runs its script once the
// first contentful paint has been presented (the browser's own 'paint' entry) and Inter is in (or after 3 s, for a
// tab that is not painting, or when the browser stops waiting for the font), so neither the script's download nor
// its run competes with the text the visitor is waiting for: the largest paint is the drawn dialog's text. A frame
// is not enough: the paint is presented after the frame's callbacks, and a script asked for in between is part of
// what that paint waited for in Lighthouse's model. The drawn page is inert until then
// (docs/decisions/0027-first-screen-in-the-html.md).
const scripts = [
  ...index.matchAll(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\n?\s*/g),
];
// The entry is index.html's last module script (those before it are chunks it imports, which it loads itself).
const entryFile = scripts.at(-1)?.[1];
if (!entryFile) throw new Error('index.html loads no module script of the entry.');
// The start-up steps' files, fetched at once when the app starts (index.html names them for the plain page).
const preloads = [
  ...index.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?\s*/g),
];
const starter = `// Written by apps/web/prerender-first-screen.mjs: starts the app once the first screen is shown.
const atMost = (ms) => new Promise((done) => setTimeout(done, ms));
const painted = new Promise((done) => {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    done();
  }).observe({ type: 'paint', buffered: true });
});
const start = () =>
  setTimeout(() => {
    for (const href of ${JSON.stringify(preloads.map((link) => link[1]))}) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(${JSON.stringify(entryFile)});
  });
Promise.all([
  Promise.race([painted, atMost(3000)]),
  Promise.race([document.fonts.load('1em "Inter Variable"'), atMost(3000)]),
]).then(start, start);
`;
const starterFile = `assets/first-screen-start-${createHash('sha256').update(starter).digest('base64url').slice(0, 8)}.js`;
writeFileSync(new URL(starterFile, dist), starter);

// The inline stylesheets are named too, as disabled links (never fetched): the app's chunk loader (Vite's preload
// helper) adds a chunk's stylesheets unless a link names them, and each one it added would be fetched again and,
// once in, restyle the whole page in a task of its own.
const inlined = cssFiles.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');

const draw = (root, { dialog, data }) => {
  if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root.');
  let page = index;
  for (const tag of [...scripts, ...preloads, ...stylesheets.slice(1)]) page = page.replace(tag[0], '');
  return page
    .replace(
      stylesheets[0][0],
      `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin><style>${css}</style>${inlined}`,
    )
    .replace('</head>', `<script type="module" src="/${starterFile}"></script></head>`)
    .replace(
      '<div id="root"></div>',
      // The page is inert until React has hydrated it (`data-drawn`: src/app/start-app.tsx): a click on a drawn
      // control, which has no handler yet, is not taken (and lost) but waits for the live one. The location dialog is
      // a form the server answers.
      () =>
        `<div id="root" inert data-drawn>${root}</div><div id="first-screen-dialog">${dialog}</div>${data}`,
    );
};

// The bare root (the market picker's page): the same form, whose answer goes to the chosen market's landing.
const pages = { '/': { '': draw(renderPage('/'), renderLocationDialog('/')) } };
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

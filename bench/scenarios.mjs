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
    // Over 5,000 stock units (bench/run.mjs loads them): every configuration on offer, priced and sorted.
    name: 'inventory get-available-inventory-item',
    rate: 100,
    budgetMs: 50,
    request: post('/api/Vehicle/get-available-inventory-item', { Country: 'AU', State: 'NSW', Sort: '1' }),
  },
];

import { describe, expect, it, vi } from 'vitest';

/* The stored configuration is read once, when the module loads: each test loads it afresh. */
async function loadWith(stored: unknown) {
  localStorage.setItem('showroom.configuration', JSON.stringify(stored));
  vi.resetModules();
  return (await import('./configuration')).configurationStore.get();
}

const variant = { id: 'AU-SPORT', name: 'Sport', isDefault: false, basePrice: 11_262_777 };
const exterior = {
  id: 'AU-SPORT-RRT',
  name: 'Radiant Red Tintcoat',
  isDefault: false,
  price: 330_000,
  hasStock: false,
};

describe('the stored configuration', () => {
  it('comes back from an earlier visit with its subtotal recomputed', async () => {
    const configuration = await loadWith({ variant, exterior, interior: null, options: [], subtotal: 1 });
    expect(configuration.subtotal).toBe(11_262_777 + 330_000);
    expect(configuration.exterior?.name).toBe('Radiant Red Tintcoat');
  });

  it('is ignored when its shape is wrong, and never keeps a paint without a variant', async () => {
    expect((await loadWith({ variant: { id: 1 }, options: [] })).variant).toBeNull();
    expect((await loadWith('nonsense')).subtotal).toBe(0);
    expect((await loadWith({ variant: null, exterior, interior: null, options: [] })).exterior).toBeNull();
    expect((await loadWith({ variant: { ...variant, basePrice: -5 }, options: [] })).variant).toBeNull();
  });
});

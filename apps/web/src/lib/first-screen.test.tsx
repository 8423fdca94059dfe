import { cents, emptyConfiguration } from '@showroom/domain';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configurationStore } from '../state/configuration';
import { locationStore } from '../state/location';
import { FirstScreenReleased, startFirstScreenHandOver } from './first-screen';

function drawDialog() {
  const dialog = document.createElement('div');
  dialog.id = 'first-screen-dialog';
  document.body.append(dialog);
}

const cookie = () => document.cookie.match(/showroom-location=([^;]*)/)?.[1];

afterEach(() => {
  document.getElementById('first-screen-dialog')?.remove();
  locationStore.set({});
  configurationStore.set(emptyConfiguration());
});

describe('handing the drawn first screen over to the app', () => {
  it('keeps the drawn dialog when no location is held, and clears a cookie naming no complete location', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie left by an earlier visit, as the browser would hold it
    document.cookie = 'showroom-location=AU; path=/';
    drawDialog();
    startFirstScreenHandOver('/au-en');
    expect(document.getElementById('first-screen-dialog')).not.toBeNull();
    expect(cookie()).toBeUndefined();
    expect(locationStore.get()).toEqual({});
  });

  it('drops the drawn dialog at once when a location is held for the market, and writes the cookie', () => {
    locationStore.set({ country: 'AU', state: 'NSW' });
    drawDialog();
    startFirstScreenHandOver('/au-en/inventory');
    expect(document.getElementById('first-screen-dialog')).toBeNull();
    expect(cookie()).toBe('AU-NSW');
  });

  it("keeps the bare root's drawn form for the market picker, unless a complete location is held", () => {
    drawDialog();
    startFirstScreenHandOver('/');
    expect(document.getElementById('first-screen-dialog')).not.toBeNull();
    locationStore.set({ country: 'AU', state: 'SA' });
    startFirstScreenHandOver('/');
    expect(document.getElementById('first-screen-dialog')).toBeNull();
  });

  it('keeps the dialog for the other market, and the cookie follows the stored location', () => {
    locationStore.set({ country: 'NZ' });
    drawDialog();
    startFirstScreenHandOver('/au-en');
    expect(document.getElementById('first-screen-dialog')).not.toBeNull();
    expect(cookie()).toBe('NZ');
    locationStore.set({ country: 'AU', state: 'VIC' });
    expect(cookie()).toBe('AU-VIC');
  });
});

describe('a location chosen in the drawn form, before the app ran', () => {
  it('is taken from the cookie the server wrote, and confirmed', () => {
    configurationStore.set({
      ...emptyConfiguration(),
      variant: { id: 'AU-LUX', name: 'Luxury', basePrice: cents(1), isDefault: true },
    });
    locationStore.set({ country: 'AU', state: 'VIC' });
    // biome-ignore lint/suspicious/noDocumentCookie: what the server's answer to the form (POST /location) set
    document.cookie = 'showroom-location=AU-NSW; path=/';
    drawDialog();
    startFirstScreenHandOver('/au-en');
    expect(locationStore.get()).toEqual({ country: 'AU', state: 'NSW' });
    expect(configurationStore.get().variant).toBeNull();
    expect(document.getElementById('first-screen-dialog')).toBeNull();
    expect(cookie()).toBe('AU-NSW');
  });

  it('is New Zealand when the cookie says so and nothing is stored', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: what the server's answer to the form (POST /location) set
    document.cookie = 'showroom-location=NZ; path=/';
    startFirstScreenHandOver('/nz-en');
    expect(locationStore.get()).toEqual({ country: 'NZ' });
  });

  it('leaves the stored location alone when the cookie names the same one', () => {
    locationStore.set({ country: 'AU', state: 'QLD' });
    configurationStore.set({
      ...emptyConfiguration(),
      variant: { id: 'AU-LUX', name: 'Luxury', basePrice: cents(1), isDefault: true },
    });
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the app itself wrote on the last visit
    document.cookie = 'showroom-location=AU-QLD; path=/';
    startFirstScreenHandOver('/au-en');
    expect(locationStore.get()).toEqual({ country: 'AU', state: 'QLD' });
    expect(configurationStore.get().variant?.id).toBe('AU-LUX');
  });
});

describe('the drawn #root', () => {
  it('stays inert until React has committed its own markup', () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('inert', '');
    document.body.append(root);
    try {
      render(<FirstScreenReleased />, { container: root });
      expect(root.hasAttribute('inert')).toBe(false);
    } finally {
      root.remove();
    }
  });
});

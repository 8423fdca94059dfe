import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});

describe('handing the drawn first screen over to the app', () => {
  it('keeps the drawn dialog when no location is held, and clears a stale cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie left by an earlier visit, as the browser would hold it
    document.cookie = 'showroom-location=NZ; path=/';
    drawDialog();
    startFirstScreenHandOver('/au-en');
    expect(document.getElementById('first-screen-dialog')).not.toBeNull();
    expect(cookie()).toBeUndefined();
  });

  it('drops the drawn dialog at once when a location is held for the market, and writes the cookie', () => {
    locationStore.set({ country: 'AU', state: 'NSW' });
    drawDialog();
    startFirstScreenHandOver('/au-en/inventory');
    expect(document.getElementById('first-screen-dialog')).toBeNull();
    expect(cookie()).toBe('AU-NSW');
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

import { describe, expect, it } from 'vitest';
import { navigationType, onFirstPage } from './navigation';

describe('what the app reads of the address beyond wouter', () => {
  it('is on the first page until the first move; each move says whether it was Back/Forward', () => {
    expect(onFirstPage()).toBe(true);
    expect(navigationType()).toBe('POP');
    window.history.pushState(null, '', '/au-en/checkout');
    expect(onFirstPage()).toBe(false);
    expect(navigationType()).toBe('PUSH');
    window.history.replaceState(null, '', '/au-en/');
    expect(navigationType()).toBe('REPLACE');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(navigationType()).toBe('POP');
  });
});

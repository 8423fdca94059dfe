import { describe, expect, it } from 'vitest';
import { deliveryValue } from './estimated-delivery';

describe('deliveryValue', () => {
  it('drops a leading label, whatever its case, and keeps any other text', () => {
    expect(deliveryValue('Estimated delivery: 2–4 weeks')).toBe('2–4 weeks');
    expect(deliveryValue(' estimated delivery 6–8 weeks')).toBe('6–8 weeks');
    expect(deliveryValue('January 2027')).toBe('January 2027');
    expect(deliveryValue('Estimated delivery:')).toBe('Estimated delivery:');
  });
});

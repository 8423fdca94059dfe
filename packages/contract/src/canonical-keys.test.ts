import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { canonicalKeys } from './canonical-keys';

const Body = z.object({
  Country: z.string(),
  VariantID: z.string().optional(),
  Options: z.array(z.object({ OptionName: z.string() })).default([]),
});

describe('canonicalKeys', () => {
  it('matches request field names case-insensitively, nested objects and arrays included', () => {
    const body = canonicalKeys(Body, { country: 'AU', variantid: 'x', OPTIONS: [{ optionname: 'Tow bar' }] });
    expect(body).toEqual({ Country: 'AU', VariantID: 'x', Options: [{ OptionName: 'Tow bar' }] });
    expect(Body.parse(body)).toEqual({ Country: 'AU', VariantID: 'x', Options: [{ OptionName: 'Tow bar' }] });
  });

  it('prefers the exact spelling when a key is sent twice', () => {
    expect(canonicalKeys(Body, { country: 'NZ', Country: 'AU' })).toEqual({ Country: 'AU' });
    expect(canonicalKeys(Body, { Country: 'AU', country: 'NZ' })).toEqual({ Country: 'AU' });
  });

  it('leaves values that are not objects alone', () => {
    expect(canonicalKeys(Body, 'text')).toBe('text');
    expect(canonicalKeys(Body, null)).toBeNull();
    expect(canonicalKeys(Body, [1])).toEqual([1]);
  });
});

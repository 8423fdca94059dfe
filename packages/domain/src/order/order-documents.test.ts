import { describe, expect, it } from 'vitest';
import { validFullName } from './order-documents';

describe('validFullName (spec 002 section 5: the buyer full name)', () => {
  it.each([
    ['Mia Contract', 'Mia Contract'],
    ['  Mia   van   Support ', 'Mia van Support'],
    ["Seán O'Brien-Ngata", "Seán O'Brien-Ngata"],
  ])('takes %j as %j', (input, name) => {
    expect(validFullName(input)).toBe(name);
  });

  it.each(['', '   ', 'Mia', 'Mia 2', 'Mia <script>', `Mia ${'a'.repeat(120)}`])('refuses %j', (input) => {
    expect(validFullName(input)).toBeUndefined();
  });
});

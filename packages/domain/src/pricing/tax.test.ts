import { describe, expect, it } from 'vitest';
import { cents, dollars } from '../money';
import { gstContainedIn, luxuryCarTaxOn, withGst } from './tax';

// Research onroad-costs.md section 1, "LCT on the examples" (fuel-efficient threshold $91,387).
describe('luxury car tax by the ATO formula', () => {
  const threshold = dollars(91_387);

  it('reproduces the $108,000 and $122,000 examples to the cent', () => {
    expect(luxuryCarTaxOn(dollars(108_000), threshold, 33)).toBe(dollars(4_983.9));
    expect(luxuryCarTaxOn(dollars(122_000), threshold, 33)).toBe(dollars(9_183.9));
  });

  it('adds about $3,246 on the other vehicles threshold ($80,567), as the research notes', () => {
    const other = luxuryCarTaxOn(dollars(108_000), dollars(80_567), 33);
    expect(other - luxuryCarTaxOn(dollars(108_000), threshold, 33)).toBe(dollars(3_246));
  });

  it('is zero at or below the threshold and rounds a fraction of a cent once', () => {
    expect(luxuryCarTaxOn(threshold, threshold, 33)).toBe(0);
    expect(luxuryCarTaxOn(dollars(50_000), threshold, 33)).toBe(0);
    // One cent over: 0.3 c rounds to 0; five cents over: 1.5 c rounds half away from zero to 2.
    expect(luxuryCarTaxOn(cents(threshold + 1), threshold, 33)).toBe(0);
    expect(luxuryCarTaxOn(cents(threshold + 5), threshold, 33)).toBe(2);
  });
});

describe('GST contained in GST-inclusive amounts', () => {
  it('is one eleventh in Australia (research section 1)', () => {
    expect(gstContainedIn(dollars(108_000), 10)).toBe(dollars(9_818.18));
    expect(gstContainedIn(dollars(122_000), 10)).toBe(dollars(11_090.91));
  });

  it('is three twenty-thirds in New Zealand (research section 4.1)', () => {
    expect(gstContainedIn(dollars(120_000), 15)).toBe(dollars(15_652.17));
  });

  it('adds GST to a fee published without it (NZ clean vehicle fee, research section 4)', () => {
    expect(withGst(dollars(19.53), 15)).toBe(dollars(22.46));
    expect(withGst(dollars(6.65 * 5), 15)).toBe(dollars(38.24));
  });
});

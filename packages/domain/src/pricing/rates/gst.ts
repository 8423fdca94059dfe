import type { RateTable } from '../dated-rate';

/**
 * Australian GST, percent; prices are GST-inclusive, so the GST shown is one eleventh of them.
 * @example selectRate(auGstRate, '2026-03-02').value // 10
 */
export const auGstRate: RateTable<number> = {
  name: 'Australian GST rate',
  rows: [
    {
      effectiveFrom: '2000-07-01',
      effectiveTo: null,
      sourceUrl:
        'https://www.ato.gov.au/businesses-and-organisations/gst-excise-and-indirect-taxes/luxury-car-tax/working-out-the-lct-amount/working-out-the-lct-on-a-sale',
      estimate: null,
      value: 10,
    },
  ],
};

/**
 * New Zealand GST, percent; prices are GST-inclusive, so the GST shown is three twenty-thirds of them.
 * @example selectRate(nzGstRate, '2026-03-02').value // 15
 */
export const nzGstRate: RateTable<number> = {
  name: 'New Zealand GST rate',
  rows: [
    {
      effectiveFrom: '2010-10-01',
      effectiveTo: null,
      sourceUrl: 'https://www.readkong.com/page/advice-on-private-motor-vehicle-imports-3442654',
      estimate: null,
      value: 15,
    },
  ],
};

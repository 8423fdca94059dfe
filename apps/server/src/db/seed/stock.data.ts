import type { CountryCode } from '@showroom/domain';
import type { PaintCode, TrimCode, VariantCode } from './catalogue-vehicles.data';

/*
 * SAMPLE DATA: the whole stock list is invented (no AU/NZ dealer stock was available to the research). It is
 * shaped like a launch allocation: about 55 units in Australia spread over the three Experience Centres and a
 * shipment in transit, a smaller New Zealand allocation in Auckland, and some combinations sold out so that
 * the waitlist path is real (AU: Luxury in Emerald Lake, Luxury with the Oxford Stone cabin, Sport in Radiant
 * Red; NZ: Luxury in Emerald Lake, Sport in Crystal White). The seed only adds missing VINs: it never touches a
 * unit that exists, so reservations and sales survive a restart.
 */

export interface StockLine {
  variant: VariantCode;
  paint: PaintCode;
  trim: TrimCode;
  /** Units on sale. */
  available: number;
  /** Units already sold or withdrawn: present in the table, never offered. */
  gone?: { sold?: number; withdrawn?: number };
  /** Accessory codes fitted to every unit of the line (the part after the country in the option id). */
  fitted?: readonly string[];
}

export interface MarketStock {
  country: CountryCode;
  /** Experience Centres units are spread over, in turn; every fourth unit is still in transit. */
  centres: readonly string[];
  /** First serial number of the market's VINs (positions 12-17). */
  firstSerial: number;
  lines: readonly StockLine[];
}

const australia: MarketStock = {
  country: 'AU',
  centres: ['sydney-rosebery', 'melbourne', 'brisbane'],
  firstSerial: 104_201,
  lines: [
    { variant: 'LUX', paint: 'SBM', trim: 'JBI', available: 6 },
    { variant: 'LUX', paint: 'SBM', trim: 'SCG', available: 3 },
    { variant: 'LUX', paint: 'SBM', trim: 'JBN', available: 3, fitted: ['FLOOR-LINERS'] },
    { variant: 'LUX', paint: 'SBM', trim: 'OSG', available: 0, gone: { sold: 2 } },
    { variant: 'LUX', paint: 'SWH', trim: 'JBI', available: 4 },
    { variant: 'LUX', paint: 'SWH', trim: 'SCG', available: 2 },
    { variant: 'LUX', paint: 'SWH', trim: 'JBN', available: 2 },
    { variant: 'LUX', paint: 'CWT', trim: 'JBN', available: 2, fitted: ['FLOOR-LINERS', 'WHEEL-LOCKS'] },
    { variant: 'LUX', paint: 'CWT', trim: 'OSG', available: 0, gone: { sold: 1 } },
    { variant: 'LUX', paint: 'ASM', trim: 'JBI', available: 3 },
    { variant: 'LUX', paint: 'ASM', trim: 'SCG', available: 1 },
    { variant: 'LUX', paint: 'OBM', trim: 'JBI', available: 2 },
    { variant: 'LUX', paint: 'OBM', trim: 'JBN', available: 1 },
    { variant: 'LUX', paint: 'ELM', trim: 'JBI', available: 0, gone: { sold: 2, withdrawn: 1 } },
    { variant: 'SPORT', paint: 'SWH', trim: 'JBI', available: 5 },
    { variant: 'SPORT', paint: 'SWH', trim: 'SCG', available: 2 },
    { variant: 'SPORT', paint: 'SWH', trim: 'JBN', available: 2 },
    { variant: 'SPORT', paint: 'SBM', trim: 'JBI', available: 4 },
    { variant: 'SPORT', paint: 'SBM', trim: 'JBN', available: 2, fitted: ['WHEEL-LOCKS'] },
    { variant: 'SPORT', paint: 'CWT', trim: 'JBI', available: 1 },
    { variant: 'SPORT', paint: 'CWT', trim: 'JBN', available: 2 },
    { variant: 'SPORT', paint: 'ASM', trim: 'JBI', available: 2 },
    { variant: 'SPORT', paint: 'ASM', trim: 'SCG', available: 1 },
    { variant: 'SPORT', paint: 'RRT', trim: 'JBI', available: 0, gone: { sold: 2 } },
    { variant: 'SPORT', paint: 'OBM', trim: 'JBI', available: 2 },
  ],
};

const newZealand: MarketStock = {
  country: 'NZ',
  centres: ['auckland'],
  firstSerial: 208_501,
  lines: [
    { variant: 'LUX', paint: 'SBM', trim: 'JBI', available: 3 },
    { variant: 'LUX', paint: 'SWH', trim: 'JBI', available: 2 },
    { variant: 'LUX', paint: 'ASM', trim: 'SCG', available: 1 },
    { variant: 'LUX', paint: 'OBM', trim: 'JBN', available: 1 },
    { variant: 'LUX', paint: 'ELM', trim: 'JBI', available: 0, gone: { sold: 1 } },
    { variant: 'SPORT', paint: 'SWH', trim: 'JBI', available: 3 },
    { variant: 'SPORT', paint: 'SBM', trim: 'JBI', available: 2 },
    { variant: 'SPORT', paint: 'RRT', trim: 'JBI', available: 1 },
    { variant: 'SPORT', paint: 'CWT', trim: 'JBI', available: 0, gone: { sold: 1 } },
    { variant: 'SPORT', paint: 'ASM', trim: 'SCG', available: 1 },
  ],
};

export const marketStock: readonly MarketStock[] = [australia, newZealand];

/** SAMPLE: estimated-delivery texts for a unit at an Experience Centre and one still in transit. */
export const deliveryEstimates = {
  atCentre: 'Estimated delivery: 2–4 weeks',
  inTransit: 'Estimated delivery: 6–10 weeks',
} as const;
